// Hostile input against every auth route (register, login, logout, me, user-settings): bodies,
// paths, cookies and raw bytes of every wrong kind. Never a 5xx, always the JSON error shape with a
// sentence, nothing stored that the rules refuse, and user B's account untouched by user A.
import fc from 'fast-check';
import Redis from 'ioredis';
import request from 'supertest';
import { SESSION_COOKIE, THEMES, UserSettings } from '@diary/contracts';
import {
  clientIp,
  expectCleanAnswer,
  hostileBody,
  hostilePathSegment,
  hostileString,
  hostileValue,
  prototypeIsPolluted,
  RAW_BODIES,
  registerUser,
  sessionCookie,
  uniqueName,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';

const RUNS = { numRuns: 60 };

describe('auth service under hostile input', () => {
  const stack = useTestStack({ auth: createApp });
  let a: Awaited<ReturnType<typeof registerUser>>;
  let b: Awaited<ReturnType<typeof registerUser>>;
  const api = () => request(stack.urls.auth);

  /** Everything of user B that user A's requests must never change. */
  async function snapshotB() {
    const me = await api().get('/api/auth/me').set('Cookie', b.cookie).expect(200);
    const settings = await api().get('/api/user-settings').set('Cookie', b.cookie).expect(200);
    return { me: me.body as unknown, settings: settings.body as UserSettings };
  }
  let before: Awaited<ReturnType<typeof snapshotB>>;

  beforeAll(async () => {
    a = await registerUser(stack.urls.auth);
    b = await registerUser(stack.urls.auth);
    await api()
      .post('/api/user-settings')
      .set('Cookie', b.cookie)
      .send({
        theme: THEMES[1],
        autoSaveTimeout: 45,
        customInstructions: 'B only',
        summaryLanguage: 'German',
      })
      .expect(200);
    before = await snapshotB();
  }, 30000);

  it('register: any body answers 201 or a clean 4xx, and a 201 is a well-formed account', async () => {
    const username = fc.oneof(
      hostileValue(300),
      fc.constant(null).map(() => uniqueName('fz')),
      fc.constant(b.username),
    );
    const email = fc.oneof(
      hostileValue(300),
      fc.constant(null).map(() => `${uniqueName('m')}@example.com`),
      fc.constant(b.email),
    );
    const password = fc.oneof(hostileValue(300), fc.constant('correct horse battery'));
    await fc.assert(
      fc.asyncProperty(
        hostileBody(['username', 'email', 'password'], { username, email, password }),
        async (body) => {
          const res = await api()
            .post('/api/auth/register')
            .set('X-Forwarded-For', clientIp())
            .send(body as object);
          expectCleanAnswer(res, `POST /api/auth/register ${JSON.stringify(body).slice(0, 200)}`);
          if (res.status === 201) {
            expect(res.body).toEqual({
              id: expect.any(String),
              username: expect.stringMatching(/^[a-z0-9._-]{3,50}$/),
              email: expect.any(String),
            });
            expect(res.body.id).not.toBe(b.id);
          }
        },
      ),
      RUNS,
    );
  }, 60000);

  it('login: any body answers 200, 401, 429 or a clean 4xx; B is signed in only with B’s password', async () => {
    const username = fc.oneof(
      hostileValue(300),
      fc.constant(b.username),
      fc.constant(b.username.toUpperCase()),
    );
    const password = fc.oneof(hostileValue(300), fc.constant(b.password.toUpperCase()));
    await fc.assert(
      fc.asyncProperty(hostileBody(['username', 'password'], { username, password }), async (body) => {
        const res = await api()
          .post('/api/auth/login')
          .set('X-Forwarded-For', clientIp())
          .send(body as object);
        expectCleanAnswer(res, `POST /api/auth/login ${JSON.stringify(body).slice(0, 200)}`);
        expect(res.status).not.toBe(200);
        expect(sessionCookie(res)).toBeUndefined();
      }),
      RUNS,
    );
  }, 60000);

  it('raw bodies that are not JSON objects answer a clean 4xx on every POST route', async () => {
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/user-settings']) {
      // Logout with A's cookie would end A's session, which the next properties use.
      const cookie = path === '/api/auth/logout' ? `${SESSION_COOKIE}=x` : a.cookie;
      for (const raw of RAW_BODIES) {
        const res = await api()
          .post(path)
          .set('Cookie', cookie)
          .set('Content-Type', 'application/json')
          .set('X-Forwarded-For', clientIp())
          .send(raw);
        expectCleanAnswer(res, `POST ${path} raw ${JSON.stringify(raw.slice(0, 40))}`);
      }
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-7',
        'multipart/form-data',
      ]) {
        const res = await api()
          .post(path)
          .set('Cookie', cookie)
          .set('Content-Type', type)
          .set('X-Forwarded-For', clientIp())
          .send('username=a&password=b');
        expectCleanAnswer(res, `POST ${path} as ${type}`);
      }
    }
  }, 60000);

  it('user-settings: any body answers 200 with valid settings or a clean 4xx, and only ever changes the caller’s', async () => {
    const known = fc.oneof(
      fc.constantFrom(...THEMES, 'Default', 'light'),
      fc.constantFrom(15, 30, 45, 60, '30', 30.5, 0),
    );
    const fields = [
      'summaryLanguage',
      'voiceInputLanguage',
      'customInstructions',
      'theme',
      'autoSaveTimeout',
    ];
    await fc.assert(
      fc.asyncProperty(
        hostileBody(fields, {
          theme: fc.oneof(known, hostileValue()),
          autoSaveTimeout: fc.oneof(known, hostileValue()),
        }),
        async (body) => {
          const res = await api()
            .post('/api/user-settings')
            .set('Cookie', a.cookie)
            .send(body as object);
          expectCleanAnswer(res, `POST /api/user-settings ${JSON.stringify(body).slice(0, 200)}`);
          const saved = (await api().get('/api/user-settings').set('Cookie', a.cookie).expect(200))
            .body as UserSettings;
          expect(THEMES).toContain(saved.theme);
          expect([15, 30, 45, 60]).toContain(saved.autoSaveTimeout);
          expect(typeof saved.summaryLanguage).toBe('string');
          expect(saved.customInstructions === null || typeof saved.customInstructions === 'string').toBe(
            true,
          );
        },
      ),
      { numRuns: 80 },
    );
  }, 60000);

  it('me, user-settings and logout refuse forged, foreign and broken session cookies with a clean 401 (logout: 204)', async () => {
    const forged = [
      // alg "none" naming user B
      `${b64({ alg: 'none' })}.${b64({ sub: b.id, sid: b.id, username: b.username, iss: 'work-diary-auth' })}.`,
      // HS256 "signed" with nothing
      `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: b.id, sid: b.id, username: b.username })}.c2lnbmF0dXJl`,
      // B's own token with its payload swapped for A's identity (signature no longer matches)
      swapPayload(b.cookie.split('=')[1], { sub: a.id }),
    ];
    const cookie = fc.oneof(
      fc.constantFrom(...forged).map((t) => `${SESSION_COOKIE}=${t}`),
      hostileString(3000).map(
        (t) => `${SESSION_COOKIE}=${encodeURIComponent(t.replace(/[\ud800-\udfff]/g, ''))}`,
      ),
      fc.constantFrom(
        `${SESSION_COOKIE}=`,
        `${SESSION_COOKIE}`,
        `${SESSION_COOKIE}=a; ${SESSION_COOKIE}=b`,
        `x=${b.cookie}`,
        '=;;=;',
      ),
    );
    await fc.assert(
      fc.asyncProperty(cookie, fc.constantFrom('/api/auth/me', '/api/user-settings'), async (c, path) => {
        const res = await api().get(path).set('Cookie', c);
        expectCleanAnswer(res, `GET ${path} with Cookie ${c.slice(0, 80)}`);
        expect(res.status).toBe(401);
        const bearer = await api()
          .get(path)
          .set('Authorization', `Bearer ${c.split('=').slice(1).join('=')}`);
        expect(bearer.status).toBe(401);
        const out = await api().post('/api/auth/logout').set('Cookie', c);
        expect(out.status).toBe(204);
      }),
      RUNS,
    );
  }, 60000);

  it('unknown paths and odd methods under /api/auth and /api/user-settings answer a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/auth/',
          '/api/user-settings/',
          '/api/auth/me/',
          '/internal/sessions/',
          '/internal/users/',
        ),
        hostilePathSegment(),
        fc.constantFrom('get', 'post', 'patch', 'delete', 'put'),
        async (prefix, segment, method) => {
          const res = await api()[method as 'get'](`${prefix}${segment}`).set('Cookie', a.cookie);
          expectCleanAnswer(res, `${method.toUpperCase()} ${prefix}${segment.slice(0, 100)}`);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      RUNS,
    );
  }, 60000);

  it('left user B exactly as it was, and no prototype polluted', async () => {
    expect(await snapshotB()).toEqual(before);
    // The login property above failed B's username on purpose; its throttle counter would answer 429.
    const redis = new Redis(stack.env.redisUrl);
    await redis
      .del(`${stack.env.redisPrefix}login-failures:user:${b.username}`)
      .finally(() => redis.disconnect());
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientIp())
      .send({ username: b.username, password: b.password })
      .expect(200);
    expect(prototypeIsPolluted()).toBe(false);
  });
});

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function swapPayload(token: string, change: object): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
  return `${header}.${b64({ ...claims, ...change })}.${signature}`;
}
