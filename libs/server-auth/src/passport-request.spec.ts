import express, { type Request } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-custom';
import request from 'supertest';
import { definePassportHelpers, PASSPORT_HELPERS } from './passport-request';

// What passport.authenticate and AuthGuard would give each request as its own.
const PASSPORT_KEYS = [...PASSPORT_HELPERS, 'authInfo'];

/** An Express app whose one route signs in with passport.authenticate as AuthGuard calls it. */
function appSigningIn(withHelpers: boolean, before?: (req: Request) => void) {
  const app = express();
  if (withHelpers) definePassportHelpers(app.request);
  const strategy = new Strategy((_req, done) => done(null, { id: 'user-1' }));
  app.get('/', (req, res, next) => {
    before?.(req);
    passport.authenticate(strategy, { session: false }, (err: unknown, user: unknown, info: unknown) => {
      if (err) return next(err);
      req.authInfo = info as Express.AuthInfo;
      res.json({
        user,
        own: PASSPORT_KEYS.filter((key) => Object.hasOwn(req, key)),
        logIn: typeof req.logIn,
      });
    })(req, res, next);
  });
  return app;
}

describe('definePassportHelpers', () => {
  it('lets passport.authenticate sign a request in without giving it own helper properties', async () => {
    const res = await request(appSigningIn(true)).get('/').expect(200);
    expect(res.body).toEqual({ user: { id: 'user-1' }, own: [], logIn: 'function' });
  });

  it('is what keeps them off the request (without it Passport adds each one)', async () => {
    const res = await request(appSigningIn(false)).get('/').expect(200);
    expect(res.body.own).toEqual(PASSPORT_KEYS);
  });

  it('keeps a helper set by hand to that one request', async () => {
    const custom = () => true;
    const app = appSigningIn(true, (req) => {
      if (req.query.custom) req.isAuthenticated = custom as Request['isAuthenticated'];
    });
    expect((await request(app).get('/?custom=1').expect(200)).body.own).toEqual(['isAuthenticated']);
    expect((await request(app).get('/').expect(200)).body.own).toEqual([]);
  });
});
