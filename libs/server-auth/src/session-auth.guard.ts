import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import passport from 'passport';
import type { Request, Response } from 'express';
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
  if (!path.startsWith('/api/auth/')) return true;
  return method === 'GET' && (path === '/api/auth/me' || path === '/api/auth/me/');
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
    const user = await this.authenticate(req, http.getResponse<Response>());
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

  /** Passport runs this app's strategy (a fresh object per request, as Passport does by name). */
  private authenticate(req: Request, res: Response): Promise<SessionUser | false> {
    return new Promise((resolve, reject) =>
      passport.authenticate(
        Object.create(this.strategy) as SessionStrategy,
        { session: false },
        (err: unknown, user: SessionUser | false) => (err ? reject(err) : resolve(user)),
      )(req, res, reject),
    );
  }
}
