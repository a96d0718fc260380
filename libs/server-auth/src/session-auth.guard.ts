import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import passport from 'passport';
import type { Request, Response } from 'express';
import { SECURITY_MESSAGES } from '@diary/contracts';
import type { SessionUser } from './session-token';
import { SessionStrategy } from './session.strategy';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * POST routes that only read: a read token may call them (contract, round four: "POST /api/ask is a
 * read"). A question travels in a body because it may be long, not because it changes anything.
 */
const READ_POSTS = new Set(['/api/ask', '/api/ask/']);

/** Whether a read-only token may make this request: a read, or one of the POSTs that only read. */
export function isReadRequest(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  return READS.has(verb) || (verb === 'POST' && READ_POSTS.has(path.toLowerCase()));
}
/** No server-side session: Passport neither stores the user in one nor reads one. */
const AUTHENTICATE_OPTIONS = { session: false };

/**
 * What a personal API token may not do, whatever its scope: manage tokens, sessions, the password,
 * two-factor sign-in or the account. Every such route lives under /api/auth/ (and only GET
 * /api/auth/me there is open to tokens), so routes added there later are closed to tokens too.
 */
export function tokenMayUse(method: string, path: string): boolean {
  // Express matches routes case-insensitively and folds repeated slashes nowhere, so compare the
  // path as it would route: /API/AUTH/TOKENS reaches the token routes too (R3-D10).
  const routed = path.toLowerCase();
  if (!routed.startsWith('/api/auth/')) return true;
  return method.toUpperCase() === 'GET' && (routed === '/api/auth/me' || routed === '/api/auth/me/');
}

/**
 * Guards a route (or controller) to signed-in users; req.user is then a SessionUser. A personal API
 * token counts as signed in, but a read token gets 403 on anything but a read, and no token may
 * use the account-management routes (tokenMayUse).
 */
@Injectable()
export class SessionAuthGuard extends AuthGuard() {
  private readonly strategyName: string;

  constructor(strategy: SessionStrategy) {
    // This app's own strategy, by the name it registered under.
    super({ defaultStrategy: strategy.name, ...AUTHENTICATE_OPTIONS });
    this.strategyName = strategy.name;
  }

  /**
   * AuthGuard's canActivate without what it allocates per request for options this guard never
   * varies (a merged options object, an awaited getAuthenticateOptions, a context closure, a second
   * switchToHttp): the same passport.authenticate call, handleRequest, and req.user.
   */
  canActivate(ctx: ExecutionContext): Promise<boolean> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    return new Promise((resolve, reject) =>
      passport.authenticate(
        this.strategyName,
        AUTHENTICATE_OPTIONS,
        (err: unknown, user: SessionUser | false, info: unknown) => {
          try {
            req.user = this.handleRequest(err, user, info, ctx);
            resolve(true);
          } catch (e) {
            reject(e);
          }
        },
      )(req, http.getResponse<Response>(), reject),
    );
  }

  handleRequest<TUser = SessionUser>(
    err: unknown,
    user: SessionUser | false,
    _info: unknown,
    ctx: ExecutionContext,
  ): TUser {
    if (err) throw err;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    const token = user.apiToken;
    if (token) {
      const req = ctx.switchToHttp().getRequest<Request>();
      const path = (req.originalUrl ?? req.url).split('?')[0];
      if (!tokenMayUse(req.method, path)) throw new ForbiddenException(SECURITY_MESSAGES.tokenCannotManage);
      if (token.scope === 'read' && !isReadRequest(req.method, path))
        throw new ForbiddenException(SECURITY_MESSAGES.readOnlyToken);
    }
    return user as TUser;
  }
}
