// Running it for a team, through the gateway as the web app calls it: the first account is the
// administrator; admin routes answer admins only and never carry note content; disabling ends the
// user's sessions and sockets at once; reset links work once and expire; the last admin stays.
import request from 'supertest';
import type { Client } from 'pg';
import { ADMIN_MESSAGES, type AdminUser, type AuditEntry } from '@diary/contracts';
import { connectServiceDb, sessionCookie, uniqueName, useTestStack, withConfig } from '@diary/server-testing';
import { createApp as createAuth } from '../src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createGateway } from '../../gateway/src/app';
import { SESSION_ENDED } from '../../gateway/src/socket/user-sockets';
import { openSocket, TestSocket } from '../../gateway/test/ws-client';

// Only the published revocation can close the sockets within the test's second.
const gateway = withConfig(createGateway, { WS_HEARTBEAT_MS: 600_000 });

interface Account {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

describe('administration', () => {
  const stack = useTestStack({ auth: createAuth, diary: createDiary, gateway });
  let db: Client;
  let admin: Account;
  const sockets: TestSocket[] = [];
  const gw = () => request(stack.urls.gateway);
  const password = 'correct horse battery';

  async function register(): Promise<Account> {
    const username = uniqueName();
    const res = await gw()
      .post('/api/auth/register')
      .send({ username, password, email: `${username}@example.com` })
      .expect(201);
    return { id: res.body.id, username, password, cookie: sessionCookie(res)! };
  }
  const login = (who: { username: string }, pw = password) =>
    gw().post('/api/auth/login').send({ username: who.username, password: pw });
  const users = async (): Promise<AdminUser[]> =>
    (await gw().get('/api/admin/users').set('Cookie', admin.cookie).expect(200)).body;
  const patch = (cookie: string, id: string, body: object) =>
    gw().patch(`/api/admin/users/${id}`).set('Cookie', cookie).send(body);
  const audit = async (): Promise<AuditEntry[]> =>
    (await gw().get('/api/admin/audit').set('Cookie', admin.cookie).expect(200)).body;

  beforeAll(async () => {
    db = await connectServiceDb(stack, 'auth');
    admin = await register();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.ws.terminate();
  });

  it('makes the first account the administrator and the second a user', async () => {
    const other = await register();
    const me = await gw().get('/api/auth/me').set('Cookie', admin.cookie).expect(200);
    expect(me.body).toMatchObject({ id: admin.id, role: 'admin' });
    const theirs = await gw().get('/api/auth/me').set('Cookie', other.cookie).expect(200);
    expect(theirs.body).toMatchObject({ id: other.id, role: 'user' });
  });

  it('answers 403 on every admin route to a non-admin and to an API token, 401 without a session', async () => {
    const user = await register();
    const { body: token } = await gw()
      .post('/api/auth/tokens')
      .set('Cookie', admin.cookie)
      .send({ name: 'script', scope: 'write' })
      .expect(201);
    const id = user.id;
    const routes: Array<[string, string, object?]> = [
      ['get', '/api/admin/users'],
      ['patch', `/api/admin/users/${id}`, { disabled: true }],
      ['post', `/api/admin/users/${id}/password-reset`],
      ['post', '/api/admin/invitations', {}],
      ['get', '/api/admin/invitations'],
      ['delete', `/api/admin/invitations/${id}`],
      ['get', '/api/admin/audit'],
    ];
    for (const [method, path, body] of routes) {
      const call = () => (gw() as unknown as Record<string, (p: string) => request.Test>)[method](path);
      const res = await call().set('Cookie', user.cookie).send(body);
      expect([path, res.status, res.body.message]).toEqual([path, 403, ADMIN_MESSAGES.adminOnly]);
      const byToken = await call().set('Authorization', `Bearer ${token.token}`).send(body);
      expect([path, byToken.status]).toEqual([path, 403]);
      await call().send(body).expect(401);
    }
    // Nothing happened to the user.
    await gw().get('/api/auth/me').set('Cookie', user.cookie).expect(200);
  });

  it('lists users with dates and counts from the diary, and no note content anywhere', async () => {
    const user = await register();
    const secret = `private-note-${uniqueName()}`;
    for (const hour of [10, 13]) {
      const { body: record } = await gw()
        .post('/api/work-records')
        .set('Cookie', user.cookie)
        .send({
          startTime: `2026-11-20T${hour}:00:00.000Z`,
          endTime: `2026-11-20T${hour + 1}:00:00.000Z`,
          isActive: false,
          date: '2026-11-20',
        })
        .expect(201);
      await gw()
        .post('/api/work-notes')
        .set('Cookie', user.cookie)
        .send({ workRecordId: record.id, content: secret, timestamp: `2026-11-20T${hour}:10:00.000Z` })
        .expect(201);
    }
    const list = await gw().get('/api/admin/users').set('Cookie', admin.cookie).expect(200);
    const row = (list.body as AdminUser[]).find((u) => u.id === user.id)!;
    expect(row).toEqual({
      id: user.id,
      username: user.username,
      email: `${user.username}@example.com`,
      role: 'user',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      disabled: false,
      records: 2,
    });
    expect(Date.now() - Date.parse(row.lastSeenAt!)).toBeLessThan(60_000);
    expect((list.body as AdminUser[]).find((u) => u.id === admin.id)).toMatchObject({ role: 'admin' });
    for (const path of ['/api/admin/users', '/api/admin/invitations', '/api/admin/audit']) {
      const res = await gw().get(path).set('Cookie', admin.cookie).expect(200);
      expect(res.text).not.toContain(secret);
    }
  });

  it("ends a disabled user's sessions and sockets at once; sign-in answers 403 until re-enabled", async () => {
    const user = await register();
    const phone = sessionCookie(await login(user).expect(200))!;
    const { body: token } = await gw()
      .post('/api/auth/tokens')
      .set('Cookie', user.cookie)
      .send({ name: 'script', scope: 'read' })
      .expect(201);
    await gw().get('/api/auth/me').set('Authorization', `Bearer ${token.token}`).expect(200);
    const socket = await openSocket(stack.urls.gateway, phone);
    sockets.push(socket);
    const started = Date.now();
    const res = await patch(admin.cookie, user.id, { disabled: true }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, disabled: true });
    const closed = await Promise.race([socket.closed, new Promise((r) => setTimeout(() => r('open'), 1000))]);
    expect(closed).toBe(SESSION_ENDED);
    expect(Date.now() - started).toBeLessThan(1500);
    await gw().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
    await gw().get('/api/auth/me').set('Cookie', phone).expect(401);
    await gw().get('/api/work-records/active').set('Cookie', phone).expect(401);
    await gw().get('/api/auth/me').set('Authorization', `Bearer ${token.token}`).expect(401);
    const refused = await login(user).expect(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.disabled);
    await login(user, 'not the password').expect(401);

    await patch(admin.cookie, user.id, { disabled: false }).expect(200, { ...res.body, disabled: false });
    await login(user).expect(200);
    const actions = (await audit()).filter((e) => e.target === user.username).map((e) => e.action);
    expect(actions).toEqual(['user.enabled', 'user.disabled']);
    expect((await audit())[0]).toMatchObject({ actor: admin.username, action: 'user.enabled' });
  });

  it('never lets the last administrator be demoted or disabled', async () => {
    for (const body of [{ role: 'user' }, { disabled: true }, { role: 'user', disabled: true }]) {
      const res = await patch(admin.cookie, admin.id, body).expect(409);
      expect(res.body.message).toBe(ADMIN_MESSAGES.lastAdmin);
    }
    const second = await register();
    await patch(admin.cookie, second.id, { role: 'admin' }).expect(200);
    // Two admins: the second may demote the first, and is then the last one.
    await patch(second.cookie, admin.id, { role: 'user' }).expect(200);
    await gw().get('/api/admin/users').set('Cookie', admin.cookie).expect(403);
    await patch(second.cookie, second.id, { disabled: true }).expect(409);
    await patch(second.cookie, admin.id, { role: 'admin' }).expect(200);
    // Two racing demotions of two admins: one wins, one admin stays.
    const results = await Promise.all([
      patch(admin.cookie, second.id, { role: 'user' }),
      patch(second.cookie, admin.id, { role: 'user' }),
    ]);
    // The loser is refused either as the last admin (409) or, when the winner's change landed
    // before its own check, as no longer an admin (403).
    const [won, lost] = results.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = (await db.query(`SELECT id FROM users WHERE role = 'admin' AND disabled_at IS NULL`)).rows;
    expect(admins).toHaveLength(1);
    if (admins[0].id !== admin.id) await patch(second.cookie, admin.id, { role: 'admin' }).expect(200);
  });

  it('answers clear 4xx to bad changes', async () => {
    const user = await register();
    expect((await patch(admin.cookie, user.id, {}).expect(400)).body.message).toBe(
      ADMIN_MESSAGES.nothingToChange,
    );
    expect((await patch(admin.cookie, user.id, { role: 'boss' }).expect(400)).body.message).toBe(
      ADMIN_MESSAGES.roleInvalid,
    );
    expect((await patch(admin.cookie, user.id, { disabled: 'yes' }).expect(400)).body.message).toBe(
      ADMIN_MESSAGES.disabledMustBeBoolean,
    );
    await patch(admin.cookie, '00000000-0000-4000-8000-000000000000', { disabled: true }).expect(404);
    await patch(admin.cookie, 'not-a-uuid', { disabled: true }).expect(404);
    await gw().post('/api/admin/users/not-a-uuid/password-reset').set('Cookie', admin.cookie).expect(404);
    await gw().post('/api/admin/invitations').set('Cookie', admin.cookie).send({ email: 'nope' }).expect(400);
  });

  it('makes a one-time reset link that sets a new password, ends the sessions, works once and expires', async () => {
    const user = await register();
    // A forged Host never reaches the link: without PUBLIC_ORIGIN it is relative to the site (R3-D8).
    const { body: link } = await gw()
      .post(`/api/admin/users/${user.id}/password-reset`)
      .set('Cookie', admin.cookie)
      .set('Host', 'evil.example')
      .expect(201);
    expect(link.url).toMatch(/^\/auth\/reset-password\?token=/);
    const url = new URL(link.url, stack.urls.gateway);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await db.query(`SELECT token_hash FROM password_resets WHERE user_id = $1`, [user.id]);
    expect(stored.rows[0].token_hash).not.toContain(token);

    await gw()
      .post('/api/auth/password-reset')
      .send({ token, password: 'a brand new passphrase' })
      .expect(204);
    await gw().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
    await login(user).expect(401);
    await login(user, 'a brand new passphrase').expect(200);
    const again = await gw()
      .post('/api/auth/password-reset')
      .send({ token, password: 'yet another passphrase' })
      .expect(400);
    expect(again.body.message).toBe(ADMIN_MESSAGES.invalidResetLink);

    const { body: second } = await gw()
      .post(`/api/admin/users/${user.id}/password-reset`)
      .set('Cookie', admin.cookie)
      .expect(201);
    const secondToken = new URL(second.url, stack.urls.gateway).searchParams.get('token')!;
    await db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      user.id,
    ]);
    await gw()
      .post('/api/auth/password-reset')
      .send({ token: secondToken, password: 'yet another passphrase' })
      .expect(400);
    await login(user, 'a brand new passphrase').expect(200);
    const actions = (await audit()).filter((e) => e.target === user.username).map((e) => e.action);
    expect(actions).toEqual(['password-reset.created', 'password-reset.used', 'password-reset.created']);
  });

  it('makes invitations with a copyable link and expiry, lists them without codes and withdraws them', async () => {
    const { body: made } = await gw()
      .post('/api/admin/invitations')
      .set('Cookie', admin.cookie)
      .set('Host', 'evil.example')
      .send({ email: 'Colleague@Example.com' })
      .expect(201);
    expect(made).toMatchObject({ email: 'colleague@example.com', code: expect.any(String) });
    expect(made.url).toMatch(/^\/auth\/register\?invite=/);
    expect(new URL(made.url, stack.urls.gateway).searchParams.get('invite')).toBe(made.code);
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const list = await gw().get('/api/admin/invitations').set('Cookie', admin.cookie).expect(200);
    expect(list.text).not.toContain(made.code);
    expect(list.body[0]).toMatchObject({
      id: made.id,
      createdBy: admin.username,
      usedAt: null,
      revoked: false,
    });
    await gw().delete(`/api/admin/invitations/${made.id}`).set('Cookie', admin.cookie).expect(204);
    await gw().delete(`/api/admin/invitations/${made.id}`).set('Cookie', admin.cookie).expect(404);
    const after = await gw().get('/api/admin/invitations').set('Cookie', admin.cookie).expect(200);
    expect(after.body[0]).toMatchObject({ id: made.id, revoked: true });
    expect((await users()).length).toBeGreaterThan(1);
  });
});
