import request from 'supertest';
import { clientIp, registerUser, sessionCookie, uniqueName, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

// Defaults: 5 failures per username and 20 per client address within 300 s.
describe('login throttling', () => {
  const stack = useTestStack({ auth: createApp });
  const login = (ip: string, username: string, password: string) =>
    request(stack.urls.auth).post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });

  it('answers 429 with Retry-After after 5 failures for one username, even with the right password', async () => {
    const user = await registerUser(stack.urls.auth);
    const ip = clientIp();
    for (let i = 0; i < 5; i++) await login(ip, user.username, 'wrong-password').expect(401);
    const res = await login(ip, user.username, 'wrong-password').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-in attempts. Please try again in 5 minutes.',
      error: 'Too Many Requests',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    const right = await login(ip, user.username, user.password).expect(429);
    expect(sessionCookie(right)).toBeUndefined();
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a username from every address, and in any letter case', async () => {
    const user = await registerUser(stack.urls.auth);
    for (let i = 0; i < 5; i++)
      await login(clientIp(), i % 2 ? user.username.toUpperCase() : user.username, 'wrong-password').expect(
        401,
      );
    await login(clientIp(), user.username, user.password).expect(429);
  });

  it('does not hold back other usernames from the same address', async () => {
    const ip = clientIp();
    const victim = await registerUser(stack.urls.auth);
    const other = await registerUser(stack.urls.auth);
    for (let i = 0; i < 5; i++) await login(ip, victim.username, 'wrong-password').expect(401);
    await login(ip, victim.username, 'wrong-password').expect(429);
    await login(ip, other.username, other.password).expect(200);
  });

  it('clears the username counter after a successful sign-in', async () => {
    const user = await registerUser(stack.urls.auth);
    const ip = clientIp();
    for (let i = 0; i < 4; i++) await login(ip, user.username, 'wrong-password').expect(401);
    await login(ip, user.username, user.password).expect(200);
    for (let i = 0; i < 4; i++) await login(ip, user.username, 'wrong-password').expect(401);
    await login(ip, user.username, user.password).expect(200);
  });

  it('counts unknown usernames too, so that throttling says nothing about which accounts exist', async () => {
    const ip = clientIp();
    const ghost = uniqueName('ghost');
    for (let i = 0; i < 5; i++) await login(ip, ghost, 'wrong-password').expect(401);
    await login(ip, ghost, 'wrong-password').expect(429);
  });

  it('answers 429 after 20 failures from one address across many usernames', async () => {
    const ip = clientIp();
    const user = await registerUser(stack.urls.auth);
    for (let i = 0; i < 20; i++) await login(ip, uniqueName('spray'), 'wrong-password').expect(401);
    const res = await login(ip, user.username, user.password).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The real owner, from their own address, is not locked out.
    await login(clientIp(), user.username, user.password).expect(200);
  });

  it('ends the lock when the window that began at the first failure ends: refused attempts do not extend it', async () => {
    const user = await registerUser(stack.urls.auth);
    const ip = clientIp();
    for (let i = 0; i < 5; i++) await login(ip, user.username, 'wrong-password').expect(401);
    const first = await login(ip, user.username, 'wrong-password').expect(429);
    await new Promise((r) => setTimeout(r, 1100));
    const later = await login(ip, user.username, 'wrong-password').expect(429);
    expect(Number(later.headers['retry-after'])).toBeLessThan(Number(first.headers['retry-after']));
  });
});
