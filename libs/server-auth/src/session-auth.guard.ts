import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { SECURITY_MESSAGES } from '@diary/contracts';
import type { SessionUser } from './session-token';

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
export class SessionAuthGuard extends AuthGuard('session') {
  handleRequest<TUser>(err: unknown, user: TUser | false, _info: unknown, ctx: ExecutionContext): TUser {
    if (err) throw err;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    const token = (user as unknown as SessionUser).apiToken;
    if (token) {
      const req = ctx.switchToHttp().getRequest<Request>();
      const path = (req.originalUrl ?? req.url).split('?')[0];
      if (!tokenMayUse(req.method, path)) throw new ForbiddenException(SECURITY_MESSAGES.tokenCannotManage);
      if (token.scope === 'read' && !READS.has(req.method))
        throw new ForbiddenException(SECURITY_MESSAGES.readOnlyToken);
    }
    return user;
  }
}
