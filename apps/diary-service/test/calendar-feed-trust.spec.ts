// The calendar feed of round four: bounded to a window around today, streamed in pieces that leave
// the event loop free for everyone else, cached for a minute, limited per feed, and rotated by a
// password change or an administrator's reset (the URL is a bearer secret like a session).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import request from 'supertest';

import {
  clientIp,
  connectServiceDb,
  createRecord,
  registerUser,
  sleep,
  uniqueName,
  useTestStack,
  waitUntil,
  withConfig,
  type Account,
} from '@diary/server-testing';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp } from '../src/app';

const DAY_MS = 86_400_000;
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS);

describe('calendar feed, round four', () => {
  const stack = useTestStack({
    auth: createAuthApp,
    diary: withConfig(createApp, { CALENDAR_FEED_DAYS: '30,10', CALENDAR_FEED_MAX_PER_MINUTE: 5 }),
  });
  const diary = () => request(stack.urls.diary);
  const auth = () => request(stack.urls.auth);
  let admin: Account;

  beforeAll(async () => {
    admin = await registerUser(stack.urls.auth, { username: uniqueName('admin') });
  });

  const feedUrl = async (user: Account): Promise<string> =>
    (await diary().get('/api/calendar-feed').set('Cookie', user.cookie).expect(200)).body.url as string;
  /** The stored hash of the user's feed token (null: no feed), read without asking for the feed. */
  const storedHash = async (userId: string): Promise<string | null> => {
    const db = await connectServiceDb(stack, 'diary');
    try {
      const { rows } = await db.query(
        `SELECT encode(token_hash, 'hex') AS h FROM calendar_feeds WHERE user_id = $1`,
        [userId],
      );
      return rows[0]?.h ?? null;
    } finally {
      await db.end();
    }
  };
  const eventCount = (ics: string) => (ics.match(/BEGIN:VEVENT/g) ?? []).length;

  /** A finished hour-long session starting `offsetDays` from now. */
  const sessionAt = (user: Account, offsetDays: number) => {
    const start = dayOf(offsetDays);
    return createRecord(stack, user, {
      date: start.toISOString().slice(0, 10),
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    });
  };

  it('shows only the sessions of CALENDAR_FEED_DAYS (30 back, 10 ahead here), not the whole diary', async () => {
    const me = await registerUser(stack.urls.auth);
    for (const offset of [-400, -31, -29, -1, 9, 11]) await sessionAt(me, offset);
    const ics = (
      await diary()
        .get(await feedUrl(me))
        .buffer(true)
        .expect(200)
    ).text;
    expect(eventCount(ics)).toBe(3);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  it('streams a large feed in pieces: the event loop is never held for long while it is written', async () => {
    const me = await registerUser(stack.urls.auth);
    // 20,000 sessions inside the window, written straight to the database.
    const db = await connectServiceDb(stack, 'diary');
    try {
      const starts = Array.from(
        { length: 20_000 },
        (_, i) => new Date(Date.now() - (i % 25) * DAY_MS - i * 1000),
      );
      await db.query(
        `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date)
         SELECT gen_random_uuid(), $1, s, s + interval '30 minutes', false, s::date
         FROM unnest($2::timestamptz[]) AS t(s)`,
        [me.id, starts],
      );
    } finally {
      await db.end();
    }
    const url = await feedUrl(me);
    // The services run in this process: the loop delay seen here is the one other requests see.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const res = await diary().get(url).buffer(true).expect(200);
    delay.disable();
    expect(eventCount(res.text)).toBe(20_000);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    // Built as one string, 20,000 events held the loop for seconds at once.
    expect(delay.max / 1e6).toBeLessThan(1000);
  }, 120_000);

  it('answers from a cache for a minute, and a rotation starts afresh', async () => {
    const me = await registerUser(stack.urls.auth);
    await sessionAt(me, -2);
    const url = await feedUrl(me);
    expect(eventCount((await diary().get(url).buffer(true).expect(200)).text)).toBe(1);
    await sessionAt(me, -1);
    expect(eventCount((await diary().get(url).buffer(true).expect(200)).text)).toBe(1);
    const rotated = (await diary().post('/api/calendar-feed/rotate').set('Cookie', me.cookie).expect(200))
      .body.url as string;
    expect(eventCount((await diary().get(rotated).buffer(true).expect(200)).text)).toBe(2);
  });

  it('refuses a feed asked for more than CALENDAR_FEED_MAX_PER_MINUTE times a minute with 429 and Retry-After', async () => {
    const me = await registerUser(stack.urls.auth);
    const url = await feedUrl(me);
    // Near a minute's end the window may turn over between requests: then the next minute refuses.
    let refused: request.Response | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await diary().get(url);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused).toBeDefined();
    expect(refused!.body.message).toMatch(
      /^This calendar feed was asked for too often\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a password change rotates the feed URL: the old one answers 404', async () => {
    const me = await registerUser(stack.urls.auth);
    const before = await feedUrl(me);
    const hash = await storedHash(me.id);
    await auth()
      .post('/api/auth/password')
      .set('Cookie', me.cookie)
      .send({ currentPassword: me.password, newPassword: 'another long passphrase' })
      .expect(204);
    await waitUntil(async () => (await storedHash(me.id)) !== hash, 10_000, 'the feed to be rotated');
    await diary().get(before).expect(404);
    const after = await feedUrl(me);
    expect(after).not.toBe(before);
    await diary().get(after).expect(200);
  });

  it("an administrator's reset rotates the feed URL", async () => {
    const me = await registerUser(stack.urls.auth);
    const before = await feedUrl(me);
    const hash = await storedHash(me.id);
    const { body: link } = await auth()
      .post(`/api/admin/users/${me.id}/password-reset`)
      .set('Cookie', admin.cookie)
      .expect(201);
    const token = new URL(link.url, stack.urls.auth).searchParams.get('token');
    await auth()
      .post('/api/auth/password-reset')
      .send({ token, password: 'a fresh start passphrase' })
      .expect(204);
    await waitUntil(async () => (await storedHash(me.id)) !== hash, 10_000, 'the feed to be rotated');
    await diary().get(before).expect(404);
    const signedIn = await auth()
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientIp())
      .send({ username: me.username, password: 'a fresh start passphrase' })
      .expect(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
    const after = (await diary().get('/api/calendar-feed').set('Cookie', cookie).expect(200)).body.url;
    expect(after).not.toBe(before);
    await diary().get(after).expect(200);
  });

  it('a user without a feed gets none made by a password change', async () => {
    const me = await registerUser(stack.urls.auth);
    await auth()
      .post('/api/auth/password')
      .set('Cookie', me.cookie)
      .send({ currentPassword: me.password, newPassword: 'another long passphrase' })
      .expect(204);
    await sleep(500);
    expect(await storedHash(me.id)).toBeNull();
  });
});
