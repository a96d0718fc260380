// /api/auth: register, login, logout, me. The session travels in the httpOnly cookie SESSION_COOKIE.
import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthUser, SESSION_COOKIE, TwoFactorChallenge } from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import {
  clearSessionCookieOptions,
  CurrentUser,
  SessionAuthGuard,
  sessionCookieOptions,
  sessionTokenFrom,
  SessionUser,
  verifySessionToken,
} from '@diary/server-auth';
import { AuthConfig } from '../config';
import { AuthService, SignedIn } from './auth.service';
import { RetryLaterException } from './retry-later.exception';
import { ChangePasswordDto, LoginDto, RegisterDto } from './auth.dto';
import { LoginTwoFactorDto } from '../two-factor/two-factor.dto';
import { Answer, BodyExample, EXAMPLES } from '../openapi-examples';

export const clientOf = (req: Request) => ({
  ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  userAgent: req.get('user-agent'),
});

/** Runs the action; a 429 it throws leaves with its Retry-After header. */
export async function withRetryAfter<T>(res: Response, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (err) {
    if (err instanceof RetryLaterException) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  private setCookie(req: Request, res: Response, { session }: SignedIn) {
    res.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(req.secure, session.maxAgeSeconds));
  }

  @BodyExample(EXAMPLES.register)
  @Answer(201, 'The account, signed in (session cookie set).', EXAMPLES.registered)
  @Answer(400, 'A field breaks the form rules, or the password is a common one.')
  @Answer(409, 'The username or e-mail is taken.')
  @Post('register')
  @HttpCode(201)
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthUser> {
    const signedIn = await withRetryAfter(res, () => this.auth.register(dto, clientOf(req)));
    this.setCookie(req, res, signedIn);
    return signedIn.user;
  }

  @BodyExample(EXAMPLES.login)
  @Answer(
    200,
    'Signed in (cookie set), or with two-factor on: a challenge for /api/auth/login/2fa and no cookie.',
    EXAMPLES.signedIn,
  )
  @Answer(401, 'Invalid username or password.')
  @Answer(429, 'Too many failed attempts; see Retry-After.')
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthUser | TwoFactorChallenge> {
    const result = await withRetryAfter(res, () => this.auth.login(dto, clientOf(req)));
    // Two-factor sign-in on: no cookie until the code step (login/2fa).
    if ('twoFactorRequired' in result) return result;
    this.setCookie(req, res, result);
    return result.user;
  }

  @BodyExample(EXAMPLES.login2fa)
  @Answer(200, 'Signed in (cookie set).', EXAMPLES.signedIn)
  @Answer(401, 'Wrong code (counts toward the sign-in throttle) or an expired challenge.')
  @Post('login/2fa')
  @HttpCode(200)
  async login2fa(
    @Body() dto: LoginTwoFactorDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthUser> {
    const signedIn = await withRetryAfter(res, () => this.auth.login2fa(dto, clientOf(req)));
    this.setCookie(req, res, signedIn);
    return signedIn.user;
  }

  @BodyExample(EXAMPLES.password)
  @Answer(204, 'Changed; every other session of the user has ended.')
  @Answer(400, 'Current password is incorrect (or the new one breaks the rules).')
  /** Sets a new password; every other session of the user ends at once (this one goes on). */
  @Post('password')
  @HttpCode(204)
  @UseGuards(SessionAuthGuard)
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await withRetryAfter(res, () => this.auth.changePassword(user, dto, clientOf(req).ip));
  }

  @Answer(204, 'Signed out; the cookie is cleared and the session revoked.')
  /** Always 204 with the cookie cleared; a valid session named by the cookie is revoked everywhere. */
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(req.secure));
    const token = sessionTokenFrom(req);
    const claims = token ? await verifySessionToken(this.config.AUTH_PUBLIC_KEY, token) : null;
    if (claims) await this.auth.logout(claims.sid);
  }

  @Answer(200, 'The signed-in user.', EXAMPLES.me)
  @Answer(401, 'Not signed in.')
  @Get('me')
  @Header('Cache-Control', 'no-store')
  @UseGuards(SessionAuthGuard)
  me(@CurrentUser() user: SessionUser): Promise<AuthUser> {
    return this.auth.me(user);
  }
}
