// The session is checked by every service itself: the diary service (through the shared
// SessionAuthGuard) accepts a live session and refuses it the moment it is signed out.
import request from 'supertest';
import Redis from 'ioredis';
import { sessionCacheKey, verifySessionToken } from '@diary/server-auth';
import { registerUser, sessionCookie, useTestStack } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp as createDiaryApp } from '../../diary-service/src/app';

describe('a session in the diary service', () => {
  const stack = useTestStack({ auth: createAuthApp, diary: createDiaryApp });
  let redis: Redis;
  const active = (cookie?: string) => {
    const req = request(stack.urls.diary).get('/api/work-records/active');
    return cookie ? req.set('Cookie', cookie) : req;
  };

  beforeAll(async () => {
    redis = new Redis(stack.env.redisUrl);
  });
  afterAll(async () => {
    redis?.disconnect();
  });

  it('refuses a caller without a session with 401, called directly', async () => {
    const res = await active().expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'You are not signed in.', error: 'Unauthorized' });
  });

  it('accepts a session from registration and from sign-in', async () => {
    const user = await registerUser(stack.urls.auth);
    const res = await active(user.cookie).expect(200);
    expect(res.body).toBeNull();
    const login = await request(stack.urls.auth)
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
    await active(sessionCookie(login)).expect(200);
  });

  it('asks the auth service when the Redis key is gone, and still accepts a live session', async () => {
    const user = await registerUser(stack.urls.auth);
    const { sid } = (await verifySessionToken(stack.env.publicKey, user.cookie.split('=')[1]))!;
    await redis.del(`${stack.env.redisPrefix}${sessionCacheKey(sid)}`);
    await active(user.cookie).expect(200);
    expect(await redis.get(`${stack.env.redisPrefix}${sessionCacheKey(sid)}`)).toBe(user.id);
  });

  it('refuses a session at once after logout, though its token has not expired', async () => {
    const user = await registerUser(stack.urls.auth);
    await active(user.cookie).expect(200);
    await request(stack.urls.auth).post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    await active(user.cookie).expect(401);
    await request(stack.urls.diary).post('/api/work-records').set('Cookie', user.cookie).send({}).expect(401);
  });

  it('takes a session it saw live a moment ago from memory, and still drops it at once on logout', async () => {
    const user = await registerUser(stack.urls.auth);
    const { sid } = (await verifySessionToken(stack.env.publicKey, user.cookie.split('=')[1]))!;
    const key = `${stack.env.redisPrefix}${sessionCacheKey(sid)}`;
    await active(user.cookie).expect(200);
    // Only the Redis key goes, nothing is published: the diary answers from memory, without
    // asking the auth service (which would have written the key back).
    await redis.del(key);
    await active(user.cookie).expect(200);
    expect(await redis.get(key)).toBeNull();
    // The auth service's revocation is published, and the diary's next request is refused.
    await request(stack.urls.auth).post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    await active(user.cookie).expect(401);
  });

  it('refuses a session Redis does not know while the auth service is down with 503, and accepts it again once auth is back', async () => {
    const user = await registerUser(stack.urls.auth);
    const { sid } = (await verifySessionToken(stack.env.publicKey, user.cookie.split('=')[1]))!;
    await redis.del(`${stack.env.redisPrefix}${sessionCacheKey(sid)}`);
    await stack.stop('auth');
    try {
      const res = await active(user.cookie).expect(503);
      expect(res.body.message).toBe('A service this needs is not reachable right now. Please try again.');
    } finally {
      await stack.restart('auth');
    }
    await active(user.cookie).expect(200);
  });
});
