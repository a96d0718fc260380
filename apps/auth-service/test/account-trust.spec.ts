// Issue 31, the account's own routes: deleting the account is no password oracle (R3-D3) and never
// leaves an instance without an administrator (R3-D5); turning two-factor on needs the password and
// an administrator's reset link turns it off, which the audit log says (R3-D5).
import request from 'supertest';
import { TOTP } from 'otpauth';
import type { Client } from 'pg';
import { ADMIN_MESSAGES, SECURITY_MESSAGES, type AuditEntry } from '@diary/contracts';
import { clientIp, connectServiceDb, registerUser, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

const codeOf = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

describe('account trust (issue 31)', () => {
  const stack = useTestStack({ auth: createApp });
  let db: Client;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  const auth = () => request(stack.urls.auth);

  beforeAll(async () => {
    db = await connectServiceDb(stack, 'auth');
    admin = await registerUser(stack.urls.auth);
  });

  it('counts wrong passwords on account deletion toward the sign-in throttle (429, then even the right one)', async () => {
    const user = await registerUser(stack.urls.auth);
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await auth()
        .delete('/api/auth/account')
        .set('Cookie', user.cookie)
        .set('X-Forwarded-For', ip)
        .send({ password: `wrong guess ${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const locked = await auth()
      .delete('/api/auth/account')
      .set('Cookie', user.cookie)
      .set('X-Forwarded-For', ip)
      .send({ password: user.password })
      .expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-in shares the counter.
    await auth()
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientIp())
      .send({ username: user.username, password: user.password })
      .expect(429);
    await auth().get('/api/auth/me').set('Cookie', user.cookie).expect(200);
  });

  it('refuses to delete the last administrator with 409 and a sentence, and deletes one of two', async () => {
    const res = await auth()
      .delete('/api/auth/account')
      .set('Cookie', admin.cookie)
      .send({ password: admin.password })
      .expect(409);
    expect(res.body.message).toBe(ADMIN_MESSAGES.lastAdminCannotDelete);
    await auth().get('/api/auth/me').set('Cookie', admin.cookie).expect(200);
    const second = await registerUser(stack.urls.auth);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [second.id]);
    await auth()
      .delete('/api/auth/account')
      .set('Cookie', second.cookie)
      .send({ password: second.password })
      .expect(204);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
    expect(rows[0].n).toBe(1);
  });

  it('turns two-factor on only with the password', async () => {
    const user = await registerUser(stack.urls.auth);
    const { body } = await auth().post('/api/auth/2fa/setup').set('Cookie', user.cookie).expect(200);
    const without = await auth()
      .post('/api/auth/2fa/enable')
      .set('Cookie', user.cookie)
      .send({ code: codeOf(body.secret) })
      .expect(400);
    expect(without.body.message).toBe(SECURITY_MESSAGES.passwordIncorrect);
    await auth()
      .post('/api/auth/2fa/enable')
      .set('Cookie', user.cookie)
      .send({ code: codeOf(body.secret), password: 'not the password' })
      .expect(400);
    expect((await auth().get('/api/auth/me').set('Cookie', user.cookie)).body.twoFactorEnabled).toBe(false);
    await auth()
      .post('/api/auth/2fa/enable')
      .set('Cookie', user.cookie)
      .send({ code: codeOf(body.secret), password: user.password })
      .expect(200);
    expect((await auth().get('/api/auth/me').set('Cookie', user.cookie)).body.twoFactorEnabled).toBe(true);
  });

  it("clears two-factor with an administrator's reset link, and the audit log says so", async () => {
    const user = await registerUser(stack.urls.auth);
    const { body } = await auth().post('/api/auth/2fa/setup').set('Cookie', user.cookie).expect(200);
    await auth()
      .post('/api/auth/2fa/enable')
      .set('Cookie', user.cookie)
      .send({ code: codeOf(body.secret), password: user.password })
      .expect(200);
    const { body: link } = await auth()
      .post(`/api/admin/users/${user.id}/password-reset`)
      .set('Cookie', admin.cookie)
      .expect(201);
    const token = new URL(link.url, stack.urls.auth).searchParams.get('token');
    await auth()
      .post('/api/auth/password-reset')
      .send({ token, password: 'a fresh start passphrase' })
      .expect(204);
    // The password alone signs in now: no challenge.
    const signedIn = await auth()
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientIp())
      .send({ username: user.username, password: 'a fresh start passphrase' })
      .expect(200);
    expect(signedIn.body).toEqual({ id: user.id, username: user.username });
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1`, [
      user.id,
    ]);
    expect(rows[0].n).toBe(0);
    const audit: AuditEntry[] = (await auth().get('/api/admin/audit').set('Cookie', admin.cookie).expect(200))
      .body;
    expect(audit.filter((e) => e.target === user.username).map((e) => e.action)).toEqual([
      'two-factor.cleared',
      'password-reset.used',
      'password-reset.created',
    ]);
  });
});
