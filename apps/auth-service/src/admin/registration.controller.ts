// Public routes of running it for a team: how sign-up works here (for the register form), and
// setting a new password with an administrator's one-time link.
import { Body, Controller, Get, Header, HttpCode, Inject, Post } from '@nestjs/common';
import type { RegistrationInfo } from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import { AuthConfig, oidcEnabled } from '../config';
import { Answer } from '../openapi-examples';
import { AdminService } from './admin.service';
import { PasswordResetDto } from './admin.dto';

@Controller('api/auth')
export class RegistrationController {
  constructor(
    private readonly admin: AdminService,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  @Answer(
    200,
    'open, invite (an invitation link is needed) or closed; oidc: the sign-in button, when configured.',
  )
  @Get('registration')
  @Header('Cache-Control', 'no-store')
  registration(): RegistrationInfo {
    const { OIDC_LABEL: label, OIDC_ONLY: only } = this.config;
    // oidc only when configured, so the answer stays what it was without a provider.
    return {
      registration: this.config.REGISTRATION,
      ...(oidcEnabled(this.config) && { oidc: { label, only } }),
    };
  }

  @Answer(204, 'The new password is set; the link is used up and every session of the user has ended.')
  @Answer(400, 'The link was used already or has expired (or the password breaks the rules).')
  @Post('password-reset')
  @HttpCode(204)
  async reset(@Body() dto: PasswordResetDto): Promise<void> {
    await this.admin.usePasswordReset(dto.token, dto.password);
  }
}
