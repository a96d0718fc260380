// The Passport strategy that signs a request in: the token from the httpOnly cookie, or a Bearer
// header for tools — either a session token or a personal API token (API_TOKEN_PREFIX…), which
// resolves to its user and scope like a session does. SessionAuthGuard runs it and then applies
// the token's limits. Each app holds its own instance (it is not registered in Passport's global
// list by name): in one-process mode every service signs its requests in with its own verifier.
import { Injectable } from '@nestjs/common';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import { SESSION_COOKIE } from '@diary/contracts';
import { isApiToken, SessionVerifier } from './session-verifier';

export function sessionTokenFrom(
  req: Pick<Request, 'headers'> & { cookies?: Record<string, string> },
): string | undefined {
  const fromCookie = req.cookies?.[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

@Injectable()
export class SessionStrategy extends Strategy {
  constructor(verifier: SessionVerifier) {
    // A user when signed in, false when not; an error (auth unreachable: 503) stays an error.
    super((req: Request, done: (err: unknown, user?: unknown) => void) => {
      const token = sessionTokenFrom(req);
      const user = token && isApiToken(token) ? verifier.verifyApiToken(token) : verifier.verify(token);
      user.then(
        (u) => done(null, u ?? false),
        (err: unknown) => done(err),
      );
    });
  }
}
