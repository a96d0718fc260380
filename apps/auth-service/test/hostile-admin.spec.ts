// Hostile input against the administration routes and the public ones that go with them (register
// with an invitation, the password-reset link): never a 5xx, always the JSON error shape with a
// sentence, and the administrator still the administrator afterwards.
import fc from 'fast-check';
import request from 'supertest';
import {
  expectCleanAnswer,
  hostileBody,
  hostilePathSegment,
  hostileValue,
  prototypeIsPolluted,
  RAW_BODIES,
  registerUser,
  uniqueName,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';

const RUNS = { numRuns: 40 };

describe('administration under hostile input', () => {
  const stack = useTestStack({ auth: createApp });
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  const api = () => request(stack.urls.auth);

  beforeAll(async () => {
    admin = await registerUser(stack.urls.auth);
    user = await registerUser(stack.urls.auth);
  }, 30000);

  it('PATCH /api/admin/users/{id}: any body answers 200 or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(['disabled', 'role']), async (body) => {
        const res = await api()
          .patch(`/api/admin/users/${user.id}`)
          .set('Cookie', admin.cookie)
          .send(body as object);
        expectCleanAnswer(res, `PATCH ${JSON.stringify(body).slice(0, 120)}`);
        if (res.status === 200) expect(res.body).toMatchObject({ id: user.id });
      }),
      RUNS,
    );
  }, 60000);

  it('POST /api/admin/invitations and /api/auth/password-reset: any body answers clean', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(['email']), hostileBody(['token', 'password']), async (invite, reset) => {
        const made = await api()
          .post('/api/admin/invitations')
          .set('Cookie', admin.cookie)
          .send(invite as object);
        expectCleanAnswer(made, `POST invitations ${JSON.stringify(invite).slice(0, 120)}`);
        const res = await api()
          .post('/api/auth/password-reset')
          .send(reset as object);
        expectCleanAnswer(res, `POST password-reset ${JSON.stringify(reset).slice(0, 120)}`);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      RUNS,
    );
    for (const path of ['/api/admin/invitations', '/api/auth/password-reset']) {
      for (const raw of RAW_BODIES) {
        const res = await api()
          .post(path)
          .set('Cookie', admin.cookie)
          .set('Content-Type', 'application/json')
          .send(raw);
        expectCleanAnswer(res, `POST ${path} raw ${JSON.stringify(raw.slice(0, 40))}`);
      }
    }
  }, 90000);

  it('register with a hostile invitation code answers 201 or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue(300), async (invite) => {
        const username = uniqueName('fz');
        const res = await api()
          .post('/api/auth/register')
          .send({ username, password: 'correct horse battery', email: `${username}@example.com`, invite });
        expectCleanAnswer(res, `register invite ${JSON.stringify(invite)?.slice(0, 80)}`);
      }),
      { numRuns: 25 },
    );
  }, 60000);

  it('hostile ids in admin paths answer a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/users/', '/api/admin/invitations/'),
        hostilePathSegment(),
        fc.constantFrom('patch', 'delete', 'post'),
        async (prefix, segment, method) => {
          const path = method === 'post' ? `${prefix}${segment}/password-reset` : `${prefix}${segment}`;
          const agent = api();
          const res = await agent[method as 'patch'](path)
            .set('Cookie', admin.cookie)
            .send({ disabled: false });
          expectCleanAnswer(res, `${method.toUpperCase()} ${path.slice(0, 100)}`);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      RUNS,
    );
  }, 60000);

  it('left the administrator an administrator, and no prototype polluted', async () => {
    const me = await api().get('/api/auth/me').set('Cookie', admin.cookie).expect(200);
    expect(me.body.role).toBe('admin');
    expect(prototypeIsPolluted()).toBe(false);
  });
});
