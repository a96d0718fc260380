// /api/auth/oidc: the start and callback of sign-in with your organisation (full-page navigations
// that end in a redirect, with a readable error code on the page when it did not work), and
// linking and unlinking an account's provider identity from the Security card.
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Logger,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import {
  OIDC_CALLBACK_PATH,
  OIDC_ERROR_PARAM,
  OIDC_LINKED_PARAM,
  SESSION_COOKIE,
  type OidcErrorCode,
  type OidcLinkStart,
  type OidcLinkStatus,
} from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, sessionCookieOptions, SessionUser } from '@diary/server-auth';
import { AuthConfig } from '../config';
import { clientOf, withRetryAfter } from '../auth/auth.controller';
import { Answer } from '../openapi-examples';
import { OidcFailure } from './oidc-failure';
import { FLOW_SECONDS, FlowIntent } from './oidc-flow.store';
import { OidcService } from './oidc.service';
import { OidcLinkDto } from './oidc.dto';

/** Holds the state of this browser's flow; sent back only to the callback. */
export const FLOW_COOKIE = 'wd_oidc';
const SIGN_IN_PAGE = '/auth/login';
const SETTINGS_PAGE = '/settings';

@Controller('api/auth/oidc')
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly oidc: OidcService,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  private flowCookie(req: Request): CookieOptions {
    // Lax: the provider's redirect back is a top-level GET, which carries it.
    return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: OIDC_CALLBACK_PATH };
  }

  private failed(res: Response, code: OidcErrorCode, intent?: FlowIntent) {
    const page = intent?.kind === 'link' ? SETTINGS_PAGE : SIGN_IN_PAGE;
    res.redirect(302, `${page}?${OIDC_ERROR_PARAM}=${encodeURIComponent(code)}`);
  }

  @Answer(
    302,
    "To the provider's sign-in page; on a setup or provider problem, back to the sign-in page with oidcError.",
  )
  @Get('start')
  @Header('Cache-Control', 'no-store')
  async start(@Query('invite') invite: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      const code = typeof invite === 'string' && invite.trim() ? invite.trim().slice(0, 200) : undefined;
      const { url, state } = await this.oidc.start({ kind: 'sign-in', invite: code });
      res.cookie(FLOW_COOKIE, state, { ...this.flowCookie(req), maxAge: FLOW_SECONDS * 1000 });
      res.redirect(302, url);
    } catch (err) {
      if (!(err instanceof OidcFailure))
        this.logger.error(`could not start a sign-in: ${(err as Error).message}`);
      this.failed(res, err instanceof OidcFailure ? err.code : 'unavailable');
    }
  }

  @Answer(
    302,
    'Signed in (session cookie set) to the app, or linked to Settings; otherwise back with oidcError.',
  )
  @Get('callback')
  @Header('Cache-Control', 'no-store')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.clearCookie(FLOW_COOKIE, this.flowCookie(req));
    const cookieState = req.cookies?.[FLOW_COOKIE] as string | undefined;
    try {
      const url = new URL(req.originalUrl, this.config.PUBLIC_ORIGIN[0]);
      const result = await this.oidc.callback(url, cookieState, clientOf(req));
      if ('failure' in result) return this.failed(res, result.failure.code, result.intent);
      if (result.outcome.kind === 'linked')
        return res.redirect(302, `${SETTINGS_PAGE}?${OIDC_LINKED_PARAM}=1`);
      const { session } = result.outcome.signedIn;
      res.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(req.secure, session.maxAgeSeconds));
      res.redirect(302, '/');
    } catch (err) {
      // A database or Redis failure: still a sentence on the sign-in page, the details in the log.
      this.logger.error(`sign-in with the provider failed: ${(err as Error).message}`);
      this.failed(res, 'unavailable');
    }
  }

  @Answer(200, 'Whether this account is linked to an identity of the organisation.')
  @Get('link')
  @Header('Cache-Control', 'no-store')
  @UseGuards(SessionAuthGuard)
  status(@CurrentUser() user: SessionUser): Promise<OidcLinkStatus> {
    return this.oidc.linkStatus(user.id);
  }

  @Answer(200, 'The password was right: go to url (the provider) to link the identity.')
  @Answer(400, 'Password is incorrect.')
  @Answer(409, 'Already linked.')
  @Post('link')
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  async link(
    @CurrentUser() user: SessionUser,
    @Body() dto: OidcLinkDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OidcLinkStart> {
    const { url, state } = await withRetryAfter(res, () =>
      this.oidc.linkStart(user, dto.password, clientOf(req).ip),
    );
    res.cookie(FLOW_COOKIE, state, { ...this.flowCookie(req), maxAge: FLOW_SECONDS * 1000 });
    return { url };
  }

  @Answer(204, 'Unlinked: the account signs in with its password only.')
  @Answer(409, 'The account has no password, so it keeps its identity.')
  @Delete('link')
  @HttpCode(204)
  @UseGuards(SessionAuthGuard)
  async unlink(@CurrentUser() user: SessionUser): Promise<void> {
    await this.oidc.unlink(user);
  }
}
