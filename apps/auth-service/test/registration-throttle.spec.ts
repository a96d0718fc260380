import request from 'supertest';
import { clientIp, sessionCookie, uniqueName, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

// Default: 10 registrations per client address per hour; loopback clients are not counted.
describe('registration throttling', () => {
  const stack = useTestStack({ auth: createApp });
  const register = (ip: string | undefined, body: object = newAccount()) => {
    const req = request(stack.urls.auth).post('/api/auth/register');
    return (ip ? req.set('X-Forwarded-For', ip) : req).send(body);
  };
  const newAccount = () => {
    const username = uniqueName('reg');
    return { username, password: 'correct horse battery', email: `${username}@example.com` };
  };

  it('answers 429 with Retry-After and no account after 10 registrations from one address', async () => {
    const ip = clientIp();
    for (let i = 0; i < 10; i++) await register(ip).expect(201);
    const account = newAccount();
    const res = await register(ip, account).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many accounts were created from your network. Please try again in 60 minutes.',
      error: 'Too Many Requests',
    });
    expect(sessionCookie(res)).toBeUndefined();
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing was created: the same account registers from another address.
    await register(clientIp(), account).expect(201);
  });

  it('counts refused attempts too (each costs a password hash), but not bodies that fail validation', async () => {
    const ip = clientIp();
    const taken = newAccount();
    await register(clientIp(), taken).expect(201);
    for (let i = 0; i < 20; i++) await register(ip, { username: 'x' }).expect(400);
    for (let i = 0; i < 10; i++) await register(ip, taken).expect(409);
    await register(ip).expect(429);
  });

  it('does not hold back other addresses, nor clients on this machine', async () => {
    const ip = clientIp();
    for (let i = 0; i < 10; i++) await register(ip).expect(201);
    await register(ip).expect(429);
    await register(clientIp()).expect(201);
    for (let i = 0; i < 12; i++) await register(undefined).expect(201);
  });
});
