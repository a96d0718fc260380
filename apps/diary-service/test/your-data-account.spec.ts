// The calendar feed (secret URL, rotation) and deleting an account: every service removes the
// user's rows through auth's durable user.deleted event, and the old session answers 401.
import request from 'supertest';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { connectServiceDb, createRecord, TestStack, waitUntil } from '@diary/server-testing';
import { Account, register, useWholeStack } from './support/your-data-stack';

/** Rows naming the user in any table of the service's database (every table with a user_id, and auth's users). */
async function rowsOf(stack: TestStack, service: string, userId: string): Promise<Record<string, number>> {
  const db = await connectServiceDb(stack, service);
  try {
    const { rows: tables } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE user_id = $1`, [
        userId,
      ]);
      counts[table_name] = rows[0].n;
    }
    if (service === 'auth') {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [userId]);
      counts.users = rows[0].n;
    }
    return counts;
  } finally {
    await db.end();
  }
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('calendar feed and account deletion', () => {
  // The feed's window reaches back far enough for the 2024 session below.
  const stack = useWholeStack({ CALENDAR_FEED_DAYS: '36500' });
  let me: Account;
  const diary = () => request(stack.urls.diary);

  beforeAll(async () => {
    // The first account is the administrator, whom deletion refuses while no other is left (R3-D5).
    await register(stack, 'admin');
    me = await register(stack, 'leaver');
    const record = await createRecord(stack, me, {
      date: '2024-05-31',
      start: '2024-05-31T07:00:00.000Z',
      end: '2024-05-31T08:00:00.000Z',
      notes: [{ at: '2024-05-31T07:30:00.000Z', content: 'quokka sighting report' }],
    });
    await createRecord(stack, me, { date: '2024-05-31', start: '2024-05-31T09:00:00.000Z', end: null });
    await diary()
      .put(`/internal/users/${me.id}/work-records/${record.id}/summary`)
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ subject: 'Wildlife & ops', description: '- counted quokkas' })
      .expect(200);
    await diary()
      .post('/api/draft-notes')
      .set('Cookie', me.cookie)
      .send({ date: '2024-06-01', content: 'draft' })
      .expect(200);
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', me.cookie)
      .send({ theme: 'slytherin' })
      .expect(200);
    await request(stack.urls.ai)
      .post(INTERNAL.importReports(me.id))
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({
        reports: [{ date: '2024-05-31', subject: 's', description: 'd', insights: [], generatedAt: null }],
      })
      .expect(200);
  }, 90000);

  it('serves finished sessions as iCalendar behind a secret URL without a cookie; rotating ends the old URL', async () => {
    await diary().get('/api/calendar-feed').expect(401);
    const { url } = (await diary().get('/api/calendar-feed').set('Cookie', me.cookie).expect(200)).body as {
      url: string;
    };
    expect(url).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await diary().get('/api/calendar-feed').set('Cookie', me.cookie).expect(200)).body.url).toBe(url);
    const ics = await diary().get(url).buffer(true).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const text = ics.text.replace(/\r\n /g, '');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('SUMMARY:Wildlife & ops');
    expect(text).toContain('DTSTART:20240531T070000Z');
    expect(text).toContain('DTEND:20240531T080000Z');

    const rotated = (await diary().post('/api/calendar-feed/rotate').set('Cookie', me.cookie).expect(200))
      .body.url;
    expect(rotated).not.toBe(url);
    await diary().get(url).expect(404);
    await diary().get(rotated).expect(200);
    await diary().get('/api/calendar-feed/not-a-token.ics').expect(404);
    // Only the hash of the token is stored.
    const db = await connectServiceDb(stack, 'diary');
    try {
      const { rows } = await db.query(`SELECT * FROM calendar_feeds WHERE user_id = $1`, [me.id]);
      expect(JSON.stringify(rows)).not.toContain(rotated.split('/').pop()!.replace('.ics', ''));
    } finally {
      await db.end();
    }
  });

  it('titles an event "{project} — {description}", falling back to the subject, the project alone or "Work session"', async () => {
    const titled = await register(stack, 'titles');
    const project = (
      await diary()
        .post('/api/projects')
        .set('Cookie', titled.cookie)
        .send({ name: 'Lindqvist site', color: '#1e88e5' })
        .expect(201)
    ).body as { id: string };
    const add = async (hour: number, body: { projectId?: string; description?: string }) =>
      (
        await diary()
          .post('/api/work-records')
          .set('Cookie', titled.cookie)
          .send({
            date: '2024-06-03',
            startTime: `2024-06-03T${String(hour).padStart(2, '0')}:00:00.000Z`,
            endTime: `2024-06-03T${String(hour).padStart(2, '0')}:30:00.000Z`,
            isActive: false,
            ...body,
          })
          .expect(201)
      ).body as { id: string };
    await add(8, { projectId: project.id, description: 'Demo call with the client' });
    const subjectOnly = await add(9, { projectId: project.id });
    await add(10, { description: 'Inbox zero' });
    await add(11, { projectId: project.id });
    await add(12, {});
    await diary()
      .put(`/internal/users/${titled.id}/work-records/${subjectOnly.id}/summary`)
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ subject: 'CSV export', description: '- wrote the export' })
      .expect(200);
    const { url } = (await diary().get('/api/calendar-feed').set('Cookie', titled.cookie).expect(200)).body;
    const text = (await diary().get(url).buffer(true).expect(200)).text.replace(/\r\n /g, '');
    const titles = [...text.matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1].trim());
    expect(titles).toEqual([
      'Lindqvist site — Demo call with the client',
      'Lindqvist site — CSV export',
      'Inbox zero',
      'Lindqvist site',
      'Work session',
    ]);
  });

  it("answers 404 for a disabled user's feed, and serves it again once re-enabled (R3-D7)", async () => {
    const { url } = (await diary().get('/api/calendar-feed').set('Cookie', me.cookie).expect(200)).body;
    await diary().get(url).expect(200);
    const auth = await connectServiceDb(stack, 'auth');
    try {
      await auth.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [me.id]);
      const res = await diary().get(url).expect(404);
      expect(res.body.message).toBe('There is no such calendar feed.');
      await auth.query(`UPDATE users SET disabled_at = NULL WHERE id = $1`, [me.id]);
      await diary().get(url).expect(200);
    } finally {
      await auth.query(`UPDATE users SET disabled_at = NULL WHERE id = $1`, [me.id]);
      await auth.end();
    }
  });

  it('a wrong password answers 400 and changes nothing', async () => {
    const res = await request(stack.urls.auth)
      .delete('/api/auth/account')
      .set('Cookie', me.cookie)
      .send({ password: 'not my password' })
      .expect(400);
    expect(res.body.message).toBe('The password is not right.');
    await request(stack.urls.auth).get('/api/auth/me').set('Cookie', me.cookie).expect(200);
  });

  it('deletes every row of the user in every service; the old session answers 401; the username is free again', async () => {
    // The note reached the search index first, so there is an index row to remove.
    await waitUntil(
      async () =>
        (await request(stack.urls.search).get('/api/search?q=quokka').set('Cookie', me.cookie)).body.length >
        0,
      15000,
      'the note in the search index',
    );
    const before = await Promise.all(['auth', 'diary', 'ai', 'search'].map((s) => rowsOf(stack, s, me.id)));
    expect(before.map(total).every((n) => n > 0)).toBe(true);

    await request(stack.urls.auth)
      .delete('/api/auth/account')
      .set('Cookie', me.cookie)
      .send({ password: me.password })
      .expect(204);
    await request(stack.urls.auth).get('/api/auth/me').set('Cookie', me.cookie).expect(401);
    await diary().get('/api/work-records/2024-05-31').set('Cookie', me.cookie).expect(401);
    await request(stack.urls.search).get('/api/search?q=quokka').set('Cookie', me.cookie).expect(401);

    const services = ['auth', 'diary', 'ai', 'search'];
    const left = await waitUntil(
      async () => {
        const counts = await Promise.all(services.map((s) => rowsOf(stack, s, me.id)));
        return counts.every((c) => total(c) === 0) && counts;
      },
      20000,
      'every service to delete the user',
    );
    expect(left.map(total)).toEqual([0, 0, 0, 0]);

    const again = await request(stack.urls.auth)
      .post('/api/auth/register')
      .send({ username: me.username, password: 'another good password', email: me.email })
      .expect(201);
    expect(again.body.id).not.toBe(me.id);
  });

  it('ends an API token with its account: writes racing the deletion leave no rows behind (R3-D2)', async () => {
    const racer = await register(stack, 'tokened');
    const { body: made } = await request(stack.urls.auth)
      .post('/api/auth/tokens')
      .set('Cookie', racer.cookie)
      .send({ name: 'script', scope: 'write' })
      .expect(201);
    const bearer = { Authorization: `Bearer ${made.token}` };
    await diary().get('/api/work-records/active').set(bearer).expect(200); // cached by every service now
    let minute = 0;
    const write = () => {
      const at = new Date(Date.UTC(2024, 4, 1, 0, minute++)).toISOString();
      return diary()
        .post('/api/work-records')
        .set(bearer)
        .send({ startTime: at, endTime: at, isActive: false, date: at.slice(0, 10) });
    };
    await write().expect(201);
    let deleted = false;
    const afterDeletion: number[] = [];
    let running = true;
    const writing = (async () => {
      while (running) {
        const res = await write();
        if (deleted) afterDeletion.push(res.status);
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    await request(stack.urls.auth)
      .delete('/api/auth/account')
      .set('Cookie', racer.cookie)
      .send({ password: racer.password })
      .expect(204);
    deleted = true;
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await writing;
    expect(afterDeletion.length).toBeGreaterThan(0);
    expect(new Set(afterDeletion)).toEqual(new Set([401]));
    const left = await waitUntil(
      async () => {
        const counts = await rowsOf(stack, 'diary', racer.id);
        return total(counts) === 0 && counts;
      },
      20000,
      'the diary to delete the user',
    );
    expect(total(left)).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(total(await rowsOf(stack, 'diary', racer.id))).toBe(0);
  });

  it('retries the event while a service is down, until it is done', async () => {
    const other = await register(stack, 'retry');
    await createRecord(stack, other, {
      date: '2024-05-30',
      start: '2024-05-30T07:00:00.000Z',
      end: '2024-05-30T07:30:00.000Z',
    });
    await stack.stop('diary');
    try {
      await request(stack.urls.auth)
        .delete('/api/auth/account')
        .set('Cookie', other.cookie)
        .send({ password: other.password })
        .expect(204);
      const auth = await connectServiceDb(stack, 'auth');
      try {
        await waitUntil(
          async () => {
            const { rows } = await auth.query(
              `SELECT attempts FROM user_deletions WHERE user_id = $1 AND service = 'diary'`,
              [other.id],
            );
            return rows[0]?.attempts > 0;
          },
          10000,
          'a failed delivery to the stopped diary',
        );
      } finally {
        await auth.end();
      }
    } finally {
      await stack.restart('diary');
    }
    await waitUntil(
      async () =>
        total(await rowsOf(stack, 'diary', other.id)) === 0 &&
        total(await rowsOf(stack, 'auth', other.id)) === 0,
      30000,
      'the retried deletion',
    );
  });
});
