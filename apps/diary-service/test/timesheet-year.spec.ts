// GET /api/timesheet over a year of a large diary answers within 2 s (issue 45: it ended in 503
// after the 15 s statement timeout). Every row without its own description takes its first
// note's first line as plain text, so the year's first lines must be found in one pass and read
// without a Markdown parse each.
import { connectServiceDb, createTestSession, useTestStack } from '@diary/server-testing';
import type { TimesheetResponse } from '@diary/contracts';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { createApp } from '../src/app';
import { api } from './support/diary-stack';

describe('the timesheet of a year on a diary of 20,000 sessions', () => {
  // The timesheet bills with the user's settings, which the auth service keeps.
  const stack = useTestStack({ auth: createAuthApp, diary: createApp });

  it('answers a year within 2 s, each row described by its first note as plain text', async () => {
    const me = await createTestSession(stack.env);
    const db = await connectServiceDb(stack, 'diary');
    try {
      // 20,000 finished sessions of 30 minutes through 2025 (55 a day), each with two Markdown
      // notes; every fifth has a description of its own.
      await db.query(
        `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date, description)
         SELECT gen_random_uuid(), $1, s, s + interval '30 minutes', false, s::date,
                CASE WHEN n % 5 = 0 THEN 'Workshop ' || n ELSE NULL END
         FROM generate_series(0, 19999) AS n,
              LATERAL (SELECT timestamptz '2025-01-01 06:00:00+00' + (n / 55) * interval '1 day'
                              + (n % 55) * interval '15 minutes' AS s) t`,
        [me.userId],
      );
      await db.query(
        `INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
         SELECT $1, r.id, CASE k WHEN 1 THEN '## Note 1 of the **session** ' || to_char(r.start_time, 'HH24:MI')
                                 ELSE '- [x] a later note' END,
                r.start_time + k * interval '5 minutes'
         FROM work_records r CROSS JOIN generate_series(1, 2) AS k WHERE r.user_id = $1`,
        [me.userId],
      );
      await db.query('ANALYZE work_records');
      await db.query('ANALYZE work_notes');
    } finally {
      await db.end();
    }
    const started = Date.now();
    const res = await api(stack).get('/api/timesheet?from=2025-01-01&to=2025-12-31').set('Cookie', me.cookie);
    expect(res.status).toBe(200);
    const ms = Date.now() - started;
    console.log(`a year's timesheet of 20,000 rows answered in ${ms} ms`);
    const sheet = res.body as TimesheetResponse;
    expect(sheet.rows).toHaveLength(20_000);
    const described = sheet.rows.filter((r) => r.description.startsWith('Workshop '));
    expect(described).toHaveLength(4_000);
    const fromNotes = sheet.rows.filter((r) => !r.description.startsWith('Workshop '));
    expect(fromNotes.every((r) => /^Note 1 of the session \d\d:\d\d$/.test(r.description))).toBe(true);
    expect(sheet.totals.minutes).toBe(600_000);
    expect(ms).toBeLessThan(2000);
  }, 180_000);
});
