import request from 'supertest';
import type { Client } from 'pg';
import { verifySessionToken } from '@diary/server-auth';
import { connectServiceDb, registerUser, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { SessionCleanup } from '../src/sessions/session-cleanup';

describe('session record clean-up', () => {
  const stack = useTestStack({ auth: createApp });
  let db: Client;
  const sidOf = async (cookie: string) =>
    (await verifySessionToken(stack.env.publicKey, cookie.split('=')[1]))!.sid;
  const exists = async (sid: string) =>
    (await db.query('SELECT 1 FROM sessions WHERE id = $1', [sid])).rowCount === 1;

  beforeAll(async () => {
    db = await connectServiceDb(stack, 'auth');
  });

  it('deletes expired and revoked session records and keeps live ones, which still work', async () => {
    const live = await registerUser(stack.urls.auth);
    const expired = await registerUser(stack.urls.auth);
    const revoked = await registerUser(stack.urls.auth);
    const [liveSid, expiredSid, revokedSid] = await Promise.all(
      [live, expired, revoked].map((u) => sidOf(u.cookie)),
    );
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiredSid,
    ]);
    await request(stack.urls.auth).post('/api/auth/logout').set('Cookie', revoked.cookie).expect(204);

    const deleted = await stack.apps.auth!.get(SessionCleanup).run();

    expect(deleted).toBe(2);
    expect(await exists(liveSid)).toBe(true);
    expect(await exists(expiredSid)).toBe(false);
    expect(await exists(revokedSid)).toBe(false);
    await request(stack.urls.auth).get('/api/auth/me').set('Cookie', live.cookie).expect(200);
    await request(stack.urls.auth).get('/api/auth/me').set('Cookie', revoked.cookie).expect(401);
  });

  it('deletes more than one batch in one run', async () => {
    const user = await registerUser(stack.urls.auth);
    await db.query(
      `INSERT INTO sessions (id, user_id, expires_at) SELECT gen_random_uuid(), $1, now() - interval '1 day' FROM generate_series(1, 2500)`,
      [user.id],
    );
    expect(await stack.apps.auth!.get(SessionCleanup).run()).toBe(2500);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id])).rows[0].n,
    ).toBe(1);
  });
});
