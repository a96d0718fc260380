// GET /api/stats over a year of a large diary answers within 2 s: one pass over the range's
// records (a CTE read once), no statement per row or per day (round four).
import { connectServiceDb, createTestSession } from '@diary/server-testing';
import { api, useDiary } from './support/diary-stack';

describe('stats of a year on a diary of 100,000 sessions', () => {
  const stack = useDiary();

  it('answers GET /api/stats for 366 days within 2 s, with every day and the right totals', async () => {
    const me = await createTestSession(stack.env);
    const db = await connectServiceDb(stack, 'diary');
    try {
      // 100,000 finished sessions of 30 minutes: 274 a day through 2025, tagged in turn.
      await db.query(
        `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date, tags)
         SELECT gen_random_uuid(), $1, s, s + interval '30 minutes', false, s::date,
                ARRAY[(ARRAY['ops', 'dev', 'review'])[1 + n % 3]]
         FROM generate_series(0, 99999) AS n,
              LATERAL (SELECT timestamptz '2025-01-01 00:00:00+00' + (n / 274) * interval '1 day'
                              + (n % 274) * interval '5 minutes' AS s) t`,
        [me.userId],
      );
      await db.query('ANALYZE work_records');
    } finally {
      await db.end();
    }
    const started = Date.now();
    const res = await api(stack)
      .get('/api/stats?from=2025-01-01&to=2026-01-01')
      .set('Cookie', me.cookie)
      .expect(200);
    const ms = Date.now() - started;
    expect(res.body.sessions).toBe(100_000);
    expect(res.body.totalMinutes).toBe(3_000_000);
    expect(res.body.days).toHaveLength(366);
    expect(res.body.tags.map((t: { name: string }) => t.name).sort()).toEqual(['dev', 'ops', 'review']);
    expect(ms).toBeLessThan(2000);
  }, 180_000);
});
