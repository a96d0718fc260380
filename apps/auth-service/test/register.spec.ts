import request from 'supertest';
import type { Client } from 'pg';
import { AUTH_MESSAGES, SESSION_COOKIE } from '@diary/contracts';
import {
  connectServiceDb,
  registerUser,
  sessionCookie,
  setCookies,
  uniqueName,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';

describe('POST /api/auth/register', () => {
  const stack = useTestStack({ auth: createApp });
  let db: Client;
  const register = (body: object) => request(stack.urls.auth).post('/api/auth/register').send(body);
  const valid = () => {
    const username = uniqueName();
    return { username, password: 'secret-password', email: `${username}@example.com` };
  };

  beforeAll(async () => {
    db = await connectServiceDb(stack, 'auth');
  });

  it('creates the account, answers 201 {id,username,email} and signs the user in', async () => {
    const body = valid();
    const res = await register(body).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), username: body.username, email: body.email });
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const me = await request(stack.urls.auth).get('/api/auth/me').set('Cookie', cookie!).expect(200);
    expect(me.body).toEqual({
      id: res.body.id,
      username: body.username,
      twoFactorEnabled: false,
      role: expect.stringMatching(/^(admin|user)$/),
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie on path / that lasts the session TTL (30 days)', async () => {
    const res = await register(valid()).expect(201);
    const line = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(new RegExp(`; Max-Age=${30 * 24 * 3600}(;|$)`));
    expect(line).not.toMatch(/; Secure/i);
  });

  it('marks the cookie Secure when the request came over https (X-Forwarded-Proto from the gateway)', async () => {
    const res = await register(valid()).set('X-Forwarded-Proto', 'https').expect(201);
    expect(setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/i);
  });

  it('lower-cases the username and the e-mail address', async () => {
    const name = uniqueName('MiXeD');
    const res = await register({
      username: `  ${name.toUpperCase()} `,
      password: 'secret-password',
      email: `${name.toUpperCase()}@Example.COM`,
    }).expect(201);
    expect(res.body.username).toBe(name.toLowerCase());
    expect(res.body.email).toBe(`${name.toLowerCase()}@example.com`);
  });

  it.each([
    ['a missing username', { username: undefined }, 'Username must be at least 3 characters.'],
    ['a 2-character username', { username: 'ab' }, 'Username must be at least 3 characters.'],
    [
      'a username of blanks around 2 characters',
      { username: '  ab  ' },
      'Username must be at least 3 characters.',
    ],
    ['a 51-character username', { username: 'a'.repeat(51) }, 'Username must be at most 50 characters.'],
    ['a username with a space', { username: 'bad name' }, `${AUTH_MESSAGES.usernameCharacters}.`],
    ['a username with markup', { username: '<script>' }, `${AUTH_MESSAGES.usernameCharacters}.`],
    ['a missing password', { password: undefined }, 'Password must be at least 6 characters.'],
    ['a 5-character password', { password: '12345' }, 'Password must be at least 6 characters.'],
    ['a 201-character password', { password: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
    ['a missing e-mail address', { email: undefined }, 'Please enter a valid email address.'],
    ['an e-mail address without @', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['an e-mail address that is not a string', { email: 42 }, 'Please enter a valid email address.'],
    // The form's rule is the same one (libs/contracts email.ts), so the form refuses it too.
    [
      'an e-mail address without a top-level domain',
      { email: 'mara@example' },
      'Please enter a valid email address.',
    ],
  ])('refuses %s with 400 and the message the form shows', async (_what, override, message) => {
    const res = await register({ ...valid(), ...override }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(setCookies(res)).toEqual([]);
  });

  it('accepts the limits exactly: 3 and 50 characters of username, 6 and 200 of password', async () => {
    const short = uniqueName('x').slice(0, 3);
    await register({ ...valid(), username: `${short}`, password: 'q7#kp2' }).expect(201);
    await register({
      ...valid(),
      username: uniqueName('y').padEnd(50, 'z'),
      password: 'p'.repeat(200),
    }).expect(201);
  });

  it('refuses a taken username with 409, whatever its case', async () => {
    const first = await registerUser(stack.urls.auth);
    const res = await register({ ...valid(), username: first.username.toUpperCase() }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'That username is already taken.',
      error: 'Conflict',
    });
  });

  it('refuses an e-mail address already in use with 409, ignoring case', async () => {
    const first = await registerUser(stack.urls.auth);
    const res = await register({ ...valid(), email: first.email.toUpperCase() }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'That e-mail address is already in use.',
      error: 'Conflict',
    });
  });

  it('lets exactly one of three simultaneous registrations of one username through; the others get 409', async () => {
    const username = uniqueName('race');
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        register({ username, password: 'secret-password', email: `${username}-${i}@example.com` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe('That username is already taken.');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users WHERE username = $1', [username]);
    expect(rows[0].n).toBe(1);
  });

  it('lets exactly one of three simultaneous registrations with one e-mail address through', async () => {
    const email = `${uniqueName('race')}@example.com`;
    const results = await Promise.all([1, 2, 3].map(() => register({ ...valid(), email })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe('That e-mail address is already in use.');
  });

  it('stores an argon2id hash, never the password, and never returns either', async () => {
    const body = valid();
    const res = await register({ ...body, password: 'the-plain-password' }).expect(201);
    expect(JSON.stringify(res.body)).not.toContain('the-plain-password');
    expect(Object.keys(res.body).sort()).toEqual(['email', 'id', 'username']);
    const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1', [res.body.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0].password_hash).not.toContain('the-plain-password');
  });

  it('ignores an id or userId sent in the body', async () => {
    const forged = '11111111-1111-4111-8111-111111111111';
    const res = await register({ ...valid(), id: forged, userId: forged }).expect(201);
    expect(res.body.id).not.toBe(forged);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await request(stack.urls.auth)
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});
