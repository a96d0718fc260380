// /api/auth/2fa: turning two-factor sign-in on (setup, then enable with a code and the password) and
// off (the password).
import {
  BadRequestException,
  Body,
  Controller,
  Header,
  HttpCode,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { SECURITY_MESSAGES, TwoFactorEnabled, TwoFactorSetup } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { AuthService } from '../auth/auth.service';
import { clientOf, withRetryAfter } from '../auth/auth.controller';
import { UsersRepository } from '../users/users.repository';
import { TwoFactorService } from './two-factor.service';
import { TwoFactorDisableDto, TwoFactorEnableDto } from './two-factor.dto';
import { Answer, BodyExample, EXAMPLES } from '../openapi-examples';

@Controller('api/auth/2fa')
@UseGuards(SessionAuthGuard)
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
    private readonly users: UsersRepository,
  ) {}

  private async isOn(userId: string): Promise<boolean> {
    return (await this.users.findById(userId))?.totpSecret != null;
  }

  @Answer(200, 'A new secret, good for 10 minutes until enabled with a code.', EXAMPLES.setup)
  @Post('setup')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async setup(@CurrentUser() user: SessionUser): Promise<TwoFactorSetup> {
    if (await this.isOn(user.id)) throw new BadRequestException(SECURITY_MESSAGES.twoFactorAlreadyOn);
    return this.twoFactor.setup(user);
  }

  @BodyExample(EXAMPLES.enable)
  @Answer(200, 'On; ten one-time recovery codes, shown this once.', EXAMPLES.recoveryCodes)
  @Answer(400, 'The password is incorrect, the code does not match, or no setup was started.')
  @Answer(429, 'Too many wrong passwords (the sign-in throttle); see Retry-After.')
  @Post('enable')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async enable(
    @CurrentUser() user: SessionUser,
    @Body() dto: TwoFactorEnableDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TwoFactorEnabled> {
    if (await this.isOn(user.id)) throw new BadRequestException(SECURITY_MESSAGES.twoFactorAlreadyOn);
    await withRetryAfter(res, () =>
      this.auth.checkPassword(user, dto.password, clientOf(req).ip, SECURITY_MESSAGES.passwordIncorrect),
    );
    return { recoveryCodes: await this.twoFactor.enable(user.id, dto.code) };
  }

  @BodyExample(EXAMPLES.disable)
  @Answer(204, 'Off; the recovery codes are deleted.')
  @Answer(400, 'Password is incorrect.')
  @Post('disable')
  @HttpCode(204)
  async disable(
    @CurrentUser() user: SessionUser,
    @Body() dto: TwoFactorDisableDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    if (!(await this.isOn(user.id))) throw new BadRequestException(SECURITY_MESSAGES.twoFactorNotOn);
    await withRetryAfter(res, () =>
      this.auth.checkPassword(user, dto.password, clientOf(req).ip, SECURITY_MESSAGES.passwordIncorrect),
    );
    await this.twoFactor.disable(user.id);
  }
}
