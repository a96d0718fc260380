// The Passport strategy that signs a request in: the token from the httpOnly cookie, or a Bearer
// header for tools — either a session token or a personal API token (API_TOKEN_PREFIX…), which
// resolves to its user and scope like a session does. SessionAuthGuard runs it through
// @nestjs/passport's AuthGuard and then applies the token's limits.
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import { SESSION_COOKIE } from '@diary/contracts';
import type { SessionUser } from './session-token';
import { isApiToken, SessionVerifier } from './session-verifier';

export function sessionTokenFrom(
  req: Pick<Request, 'headers'> & { cookies?: Record<string, string> },
): string | undefined {
  const fromCookie = req.cookies?.[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

let instances = 0;

@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy) implements OnModuleDestroy {
  constructor(private readonly verifier: SessionVerifier) {
    super();
  }

  /**
   * PassportStrategy registers the instance in Passport's one list under its `name` while it is
   * constructed. Each app's instance gets a name of its own first (session-1, session-2…), so in
   * one-process mode every service signs its requests in with its own verifier and cache, not
   * with whichever app registered `session` last.
   */
  getPassportInstance(): passport.PassportStatic {
    // passport-custom types `name` as the literal 'custom'; at run time it is this instance's own.
    (this as unknown as { name: string }).name = `session-${++instances}`;
    return passport;
  }

  /** The user when signed in, null when not (Passport fails the request); an error (auth unreachable: 503) stays an error. */
  validate(req: Request): Promise<SessionUser | null> {
    const token = sessionTokenFrom(req);
    return token && isApiToken(token) ? this.verifier.verifyApiToken(token) : this.verifier.verify(token);
  }

  onModuleDestroy(): void {
    passport.unuse(this.name);
  }
}
