// Passport strategy "session": the token from the httpOnly cookie, or a Bearer header for tools —
// either a session token or a personal API token (API_TOKEN_PREFIX…), which resolves to its user
// and scope like a session does. SessionAuthGuard then applies the token's limits.
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import { SESSION_COOKIE } from '@diary/contracts';
import { isApiToken, SessionVerifier } from './session-verifier';
import { SessionUser } from './session-token';

export function sessionTokenFrom(
  req: Pick<Request, 'headers'> & { cookies?: Record<string, string> },
): string | undefined {
  const fromCookie = req.cookies?.[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly verifier: SessionVerifier) {
    super();
  }

  async validate(req: Request): Promise<SessionUser> {
    const token = sessionTokenFrom(req);
    const user =
      token && isApiToken(token)
        ? await this.verifier.verifyApiToken(token)
        : await this.verifier.verify(token);
    if (!user) throw new UnauthorizedException('You are not signed in.');
    return user;
  }
}
