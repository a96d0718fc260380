// Passport's per-request helpers (req.logIn, logOut, isAuthenticated…, its session manager and
// req.authInfo), defined once on an app's request prototype. passport.authenticate assigns them to
// every request it sees (`req.logIn = req.logIn || …`); with an accessor here that assignment of the
// same value is a no-op, so a request gets no own properties for them, which cost a small read about
// a tenth of its throughput in allocation and GC (docs/decisions.md, "@nestjs/passport is back…").
// Assigning another value still gives that one request its own property, as before.
import type { Request, Response } from 'express';
import passport from 'passport';

export const PASSPORT_HELPERS = [
  'login',
  'logIn',
  'logout',
  'logOut',
  'isAuthenticated',
  'isUnauthenticated',
  '_sessionManager',
] as const;
type Helper = (typeof PASSPORT_HELPERS)[number];

/** Passport's helpers as it gives them to a request: what passport.initialize() sets on one. */
function passportHelpers(): Record<Helper, unknown> {
  const probe = {} as Record<string, unknown>;
  passport.initialize({ compat: false })(probe as unknown as Request, {} as Response, () => undefined);
  return Object.fromEntries(PASSPORT_HELPERS.map((key) => [key, probe[key]])) as Record<Helper, unknown>;
}

function shareOnPrototype(proto: object, key: string, value: unknown): void {
  Object.defineProperty(proto, key, {
    configurable: true,
    get: () => value,
    set(this: object, next: unknown) {
      if (next !== value)
        Object.defineProperty(this, key, {
          value: next,
          writable: true,
          enumerable: true,
          configurable: true,
        });
    },
  });
}

/** Defines Passport's helpers on `proto` (an Express app's `app.request`, every request's prototype). */
export function definePassportHelpers(proto: object): void {
  const helpers = passportHelpers();
  for (const key of PASSPORT_HELPERS) shareOnPrototype(proto, key, helpers[key]);
  // AuthGuard stores the strategy's info, which SessionStrategy never gives.
  shareOnPrototype(proto, 'authInfo', undefined);
}
