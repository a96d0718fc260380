// DELETE /api/auth/account {password}: the account and, through the user.deleted event, every
// service's rows of it. The user's sessions are revoked at once, so the old cookie answers 401.
// Wrong passwords count toward the sign-in throttle (429 + Retry-After); the last administrator: 409.
import { Body, Controller, Delete, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, SESSION_COOKIE, type DeleteAccountRequest } from '@diary/contracts';
import { clearSessionCookieOptions, CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { AccountService, WRONG_PASSWORD } from './account.service';
import { clientOf, withRetryAfter } from '../auth/auth.controller';

export class DeleteAccountDto implements DeleteAccountRequest {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: WRONG_PASSWORD })
  @IsString({ message: 'Please enter your password to delete the account.' })
  password: string;
}

@Controller('api/auth/account')
@UseGuards(SessionAuthGuard)
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Delete()
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Body() dto: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await withRetryAfter(res, () => this.accounts.delete(user.id, dto.password, clientOf(req).ip));
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(req.secure));
  }
}
