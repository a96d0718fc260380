import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { StrategyCreated } from 'passport';
import type { Request } from 'express';
import { SECURITY_MESSAGES } from '@diary/contracts';
import type { SessionUser } from './session-token';
import { SessionStrategy } from './session.strategy';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
export class SessionAuthGuard implements CanActivate {
  constructor(private readonly strategy: SessionStrategy) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    const user = await this.authenticate(req);
    if (!user) throw new UnauthorizedException('You are not signed in.');
    const token = user.apiToken;
    if (token) {
      const path = (req.originalUrl ?? req.url).split('?')[0];
      if (!tokenMayUse(req.method, path)) throw new ForbiddenException(SECURITY_MESSAGES.tokenCannotManage);
      if (token.scope === 'read' && !READS.has(req.method))
        throw new ForbiddenException(SECURITY_MESSAGES.readOnlyToken);
    }
    req.user = user;
    return true;
  }

  /**
   * Runs this app's Passport strategy as passport.authenticate does: a fresh object per request
   * that gets Passport's actions (success, fail, error, pass, redirect). passport.authenticate
   * itself is not used: it adds login and logout helpers for server-side sessions (which this API
   * does not have) to every request, and that cost about a tenth of a small read's throughput
   * (docs/decisions.md, "Live sessions cached per process…").
   */
  private authenticate(req: Request): Promise<SessionUser | false> {
    return new Promise((resolve, reject) => {
      const attempt = Object.create(this.strategy) as StrategyCreated<SessionStrategy>;
      attempt.success = (user) => resolve(user as SessionUser);
      attempt.fail = () => resolve(false);
      attempt.pass = () => resolve(false);
      attempt.redirect = () => resolve(false);
      attempt.error = (err) => reject(err);
      attempt.authenticate(req, { session: false });
    });
  }
}
