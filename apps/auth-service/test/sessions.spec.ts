import request from 'supertest';
import Redis from 'ioredis';
import type { Client } from 'pg';
import { SESSION_COOKIE } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { REDIS } from '@diary/server-core';
import { sessionCacheKey, verifySessionToken } from '@diary/server-auth';
import {
  clientIp,
  connectServiceDb,
  registerUser,
  sessionCookie,
  setCookies,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';

describe('sign-in, sign-out and the session', () => {
  const stack = useTestStack({ auth: createApp });
  let redis: Redis;
  let db: Client;
  const auth = () => request(stack.urls.auth);
  const login = (body: object) =>
    auth().post('/api/auth/login').set('X-Forwarded-For', clientIp()).send(body);
  const sidOf = async (cookie: string) =>
    (await verifySessionToken(stack.env.publicKey, cookie.split('=')[1]))!.sid;
  const cacheKey = (sid: string) => `${stack.env.redisPrefix}${sessionCacheKey(sid)}`;

  beforeAll(async () => {
    redis = new Redis(stack.env.redisUrl);
    db = await connectServiceDb(stack, 'auth');
  });
  afterAll(async () => {
    redis?.disconnect();
    await db?.end();
  });

  describe('POST /api/auth/login', () => {
    it('answers 200 {id,username} and sets a new session cookie', async () => {
      const user = await registerUser(stack.urls.auth);
      const res = await login({ username: user.username, password: user.password }).expect(200);
      expect(res.body).toEqual({ id: user.id, username: user.username });
      const cookie = sessionCookie(res)!;
      expect(cookie).toBeDefined();
      expect(cookie).not.toBe(user.cookie);
      const me = await auth().get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(me.body).toEqual({
        id: user.id,
        username: user.username,
        twoFactorEnabled: false,
        role: expect.stringMatching(/^(admin|user)$/),
      });
      expect(me.headers['cache-control']).toBe('no-store');
    });

    it('lower-cases the username before looking it up', async () => {
      const user = await registerUser(stack.urls.auth);
      await login({ username: ` ${user.username.toUpperCase()} `, password: user.password }).expect(200);
    });

    it('refuses a wrong password with 401 "Invalid username or password" and no cookie', async () => {
      const user = await registerUser(stack.urls.auth);
      const res = await login({ username: user.username, password: 'wrong-password' }).expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: 'Invalid username or password',
        error: 'Unauthorized',
      });
      expect(setCookies(res)).toEqual([]);
    });

    it('answers an unknown username exactly like a wrong password', async () => {
      const res = await login({ username: 'nobody_here', password: 'whatever-password' }).expect(401);
      expect(res.body.message).toBe('Invalid username or password');
    });

    it('refuses a password whose case differs', async () => {
      const user = await registerUser(stack.urls.auth, { password: 'CaseMatters' });
      await login({ username: user.username, password: 'casematters' }).expect(401);
    });

    it.each([
      [
        'a 2-character username',
        { username: 'ab', password: 'secret-password' },
        'Username must be at least 3 characters.',
      ],
      ['no username', { password: 'secret-password' }, 'Username must be at least 3 characters.'],
      [
        'a 5-character password',
        { username: 'someone', password: '12345' },
        'Password must be at least 6 characters.',
      ],
      ['no password', { username: 'someone' }, 'Password must be at least 6 characters.'],
      [
        'a 201-character password',
        { username: 'someone', password: 'p'.repeat(201) },
        'Password must be at most 200 characters.',
      ],
    ])('refuses %s with 400 and the form message', async (_what, body, message) => {
      const res = await login(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 without a session', async () => {
      const res = await auth().get('/api/auth/me').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'You are not signed in.', error: 'Unauthorized' });
    });

    it('answers 401 for a token that is not signed by us', async () => {
      await auth()
        .get('/api/auth/me')
        .set('Cookie', `${SESSION_COOKIE}=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.`)
        .expect(401);
    });

    it('answers 401 for a token whose session was never recorded', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      await db.query('DELETE FROM sessions WHERE id = $1', [sid]);
      await redis.del(cacheKey(sid));
      await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
    });
  });

  describe('the live-session record', () => {
    it('is cached in Redis as userId with the session lifetime as TTL', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      expect(await redis.get(cacheKey(sid))).toBe(user.id);
      const ttl = await redis.ttl(cacheKey(sid));
      expect(ttl).toBeGreaterThan(30 * 24 * 3600 - 60);
      expect(ttl).toBeLessThanOrEqual(30 * 24 * 3600);
    });

    it('is found in the database when the Redis key is gone, and cached again', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      await redis.del(cacheKey(sid));
      const me = await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(200);
      expect(me.body).toMatchObject({ id: user.id, username: user.username, twoFactorEnabled: false });
      expect(await redis.get(cacheKey(sid))).toBe(user.id);
      expect(await redis.ttl(cacheKey(sid))).toBeGreaterThan(30 * 24 * 3600 - 60);
    });

    it('is refused once expired in the database, even with the token still valid', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);
      await redis.del(cacheKey(sid));
      await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('answers 204, clears the cookie and revokes the session in the database and in Redis', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      const res = await auth().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
      const cleared = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared).toMatch(/; Path=\//);
      expect(cleared).toMatch(/; HttpOnly/i);
      expect(await redis.exists(cacheKey(sid))).toBe(0);
      const { rows } = await db.query('SELECT revoked_at FROM sessions WHERE id = $1', [sid]);
      expect(rows[0].revoked_at).toBeInstanceOf(Date);
    });

    it('refuses the same, still unexpired token afterwards, also when Redis has no key and the database is asked', async () => {
      const user = await registerUser(stack.urls.auth);
      await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(200);
      await auth().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
      const claims = await verifySessionToken(stack.env.publicKey, user.cookie.split('=')[1]);
      expect(claims).not.toBeNull(); // the JWT itself is still valid: only the record says no
      await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
      await auth()
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${user.cookie.split('=')[1]}`)
        .expect(401);
      const live = await auth()
        .get(INTERNAL.session(claims!.sid))
        .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
        .expect(404);
      expect(live.body.statusCode).toBe(404);
    });

    it('leaves no live cache key behind when a logout lands between reading a session and caching it', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      await redis.del(cacheKey(sid));
      // The service's own Redis client: the logout is made to land just before it writes the cache.
      const serviceRedis = stack.apps.auth!.get<Redis>(REDIS);
      const set = serviceRedis.set.bind(serviceRedis) as (...args: unknown[]) => Promise<unknown>;
      const spy = jest.spyOn(serviceRedis, 'set').mockImplementationOnce((async (...args: unknown[]) => {
        await auth().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
        return set(...args);
      }) as never);
      try {
        await auth()
          .get(INTERNAL.session(sid))
          .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
          .expect(404);
        expect(spy).toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
      expect(await redis.exists(cacheKey(sid))).toBe(0);
      await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
    });

    it('revokes only that session: another sign-in of the same user stays signed in', async () => {
      const user = await registerUser(stack.urls.auth);
      const other = sessionCookie(
        await login({ username: user.username, password: user.password }).expect(200),
      )!;
      await auth().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
      await auth().get('/api/auth/me').set('Cookie', other).expect(200);
    });

    it('answers 204 and clears the cookie without a session, or with a bad one', async () => {
      const none = await auth().post('/api/auth/logout').expect(204);
      expect(setCookies(none).some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
      await auth().post('/api/auth/logout').set('Cookie', `${SESSION_COOKIE}=garbage`).expect(204);
    });

    it('answers 204 for a session already signed out', async () => {
      const user = await registerUser(stack.urls.auth);
      await auth().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
      await auth().post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    });
  });

  describe('GET /internal/sessions/:sid', () => {
    it('answers 200 {userId} for a live session and 404 for an unknown or malformed one', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      const internal = (path: string) => auth().get(path).set(INTERNAL_TOKEN_HEADER, stack.env.internalToken);
      await internal(INTERNAL.session(sid)).expect(200, { userId: user.id });
      await internal(INTERNAL.session('00000000-0000-4000-8000-000000000000')).expect(404);
      await internal(INTERNAL.session('not-a-uuid')).expect(404);
    });

    it('is hidden (404) from callers without the internal token', async () => {
      const user = await registerUser(stack.urls.auth);
      const sid = await sidOf(user.cookie);
      await auth().get(INTERNAL.session(sid)).expect(404);
      await auth().get(INTERNAL.session(sid)).set(INTERNAL_TOKEN_HEADER, 'x'.repeat(48)).expect(404);
    });
  });

  describe('cross-site requests (CSRF)', () => {
    it('refuses a state-changing request from another origin with 403', async () => {
      const user = await registerUser(stack.urls.auth);
      const res = await auth()
        .post('/api/auth/logout')
        .set('Cookie', user.cookie)
        .set('Origin', 'http://evil.example')
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Cross-site requests are not allowed.',
        error: 'Forbidden',
      });
      await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(200);
      await auth()
        .post('/api/user-settings')
        .set('Cookie', user.cookie)
        .set('Origin', 'http://evil.example')
        .send({ theme: 'slytherin' })
        .expect(403);
      await auth()
        .post('/api/auth/login')
        .set('Origin', 'http://evil.example')
        .send({ username: user.username, password: user.password })
        .expect(403);
    });

    it('accepts the same request from its own origin', async () => {
      const user = await registerUser(stack.urls.auth);
      const host = new URL(stack.urls.auth).host;
      await auth()
        .post('/api/auth/logout')
        .set('Cookie', user.cookie)
        .set('Origin', `http://${host}`)
        .expect(204);
    });
  });
});
