// REGISTRATION=invite and closed: the first account of an empty instance still signs up (it is the
// administrator); everyone after needs a valid invitation code, each code admits one account once.
import request from 'supertest';
import type { Client } from 'pg';
import { ADMIN_MESSAGES } from '@diary/contracts';
import {
  connectServiceDb,
  sessionCookie,
  startTestStack,
  TestStack,
  uniqueName,
} from '@diary/server-testing';
import { createApp } from '../src/app';

describe('registration by invitation and closed registration', () => {
  let stack: TestStack;
  let db: Client;
  let adminCookie: string;
  let adminName: string;
  /** The auth service's registration mode; the closed test restarts it with another. */
  let registration: 'invite' | 'closed' = 'invite';
  const auth = () => request(stack.urls.auth);
  const register = (extra: object = {}) => {
    const username = uniqueName();
    return auth()
      .post('/api/auth/register')
      .send({ username, password: 'correct horse battery', email: `${username}@example.com`, ...extra });
  };
  const invite = async (email?: string): Promise<{ id: string; code: string }> =>
    (await auth().post('/api/admin/invitations').set('Cookie', adminCookie).send({ email }).expect(201)).body;

  beforeAll(async () => {
    stack = await startTestStack({ auth: (config) => createApp({ ...config, REGISTRATION: registration }) });
    db = await connectServiceDb(stack, 'auth');
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('invite: the first account needs no code and is the administrator', async () => {
    await auth().get('/api/auth/registration').expect(200, { registration: 'invite' });
    const res = await register().expect(201);
    adminCookie = sessionCookie(res)!;
    adminName = res.body.username;
    const me = await auth().get('/api/auth/me').set('Cookie', adminCookie).expect(200);
    expect(me.body.role).toBe('admin');
  });

  it('invite: refuses a sign-up without a valid code with 403, and writes no account', async () => {
    const none = await register().expect(403);
    expect(none.body.message).toBe(ADMIN_MESSAGES.inviteOnly);
    const wrong = await register({ invite: 'not-a-real-code' }).expect(403);
    expect(wrong.body.message).toBe(ADMIN_MESSAGES.invalidInvitation);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBe(1);
  });

  it('invite: a taken username or e-mail answers the same 403 as a free one (issue 31, R3-D6)', async () => {
    const taken = await register({ username: adminName }).expect(403);
    expect(taken.body.message).toBe(ADMIN_MESSAGES.inviteOnly);
    const takenEmail = await register({ email: `${adminName}@example.com` }).expect(403);
    expect(takenEmail.body.message).toBe(ADMIN_MESSAGES.inviteOnly);
    const wrongCode = await register({ username: adminName, invite: 'not-a-real-code' }).expect(403);
    expect(wrongCode.body.message).toBe(ADMIN_MESSAGES.invalidInvitation);
    // Someone with a valid invitation may learn that a name is taken.
    const { code } = await invite();
    await register({ username: adminName, invite: code }).expect(409);
  });

  it('invite: accepts a valid code once, as a user', async () => {
    const { code } = await invite();
    const res = await register({ invite: code }).expect(201);
    const me = await auth().get('/api/auth/me').set('Cookie', sessionCookie(res)!).expect(200);
    expect(me.body.role).toBe('user');
    const again = await register({ invite: code }).expect(403);
    expect(again.body.message).toBe(ADMIN_MESSAGES.invalidInvitation);
    const list = await auth().get('/api/admin/invitations').set('Cookie', adminCookie).expect(200);
    expect(list.body[0]).toMatchObject({ usedBy: res.body.username, usedAt: expect.any(String) });
  });

  it('invite: two sign-ups racing with one code admit exactly one', async () => {
    const { code } = await invite();
    const results = await Promise.all([register({ invite: code }), register({ invite: code })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
  });

  it('invite: refuses an expired, a withdrawn and another address’s code', async () => {
    const expired = await invite();
    await db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired.id,
    ]);
    await register({ invite: expired.code }).expect(403);
    const withdrawn = await invite();
    await auth().delete(`/api/admin/invitations/${withdrawn.id}`).set('Cookie', adminCookie).expect(204);
    await register({ invite: withdrawn.code }).expect(403);
    const forSomeone = await invite('someone@example.com');
    const other = await register({ invite: forSomeone.code }).expect(403);
    expect(other.body.message).toBe(ADMIN_MESSAGES.invitationForOtherEmail);
    await register({ invite: forSomeone.code, email: 'someone@example.com' }).expect(201);
  });

  it('closed: refuses a sign-up without a code with 403 and accepts a valid code once', async () => {
    await stack.stop('auth');
    registration = 'closed';
    await stack.restart('auth');
    await auth().get('/api/auth/registration').expect(200, { registration: 'closed' });
    const none = await register().expect(403);
    expect(none.body.message).toBe(ADMIN_MESSAGES.closed);
    const taken = await register({ username: adminName }).expect(403);
    expect(taken.body.message).toBe(ADMIN_MESSAGES.closed);
    const { code } = await invite();
    await register({ invite: code }).expect(201);
    await register({ invite: code }).expect(403);
  });
});
