// Limits of POST /api/import (issue 31): a file over IMPORT_MAX_ROWS answers 413; dates outside
// 1970–2100 or impossible days answer 400; nested archive settings answer 400 (not 503); one import
// per user and IMPORT_MAX_CONCURRENT per process (429 with Retry-After); and while one user's
// 100,000-row import is read, another user's requests are still answered (it runs off the loop).
import request from 'supertest';
import type { TestStack } from '@diary/server-testing';
import { Account, register, startWholeStack } from './support/your-data-stack';

const HEADER =
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)';
const row = (i: number, date = '2024-05-31') => {
  const minute = i % 600;
  const clock = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  return `Me,me@example.com,,Diary,,Entry number ${i},No,${date},${clock},${date},${clock},00:00:00,,`;
};
/** A Toggl detailed CSV of `n` one-line entries, each on its own day and minute. */
const togglCsv = (n: number) => {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2000, 0, 1) + Math.floor(i / 600) * 86_400_000).toISOString().slice(0, 10);
    lines.push(row(i, day));
  }
  return lines.join('\r\n') + '\r\n';
};
const archive = (over: Record<string, unknown>) =>
  JSON.stringify({ format: 'work-diary', version: 1, records: [], drafts: [], reports: [], ...over });
const record = (start: string, end: string, date = start.slice(0, 10)) => ({
  date,
  startTime: start,
  endTime: end,
  isActive: false,
  notes: [],
});

describe('import limits', () => {
  let stack: TestStack;
  let me: Account;
  const diary = () => request(stack.urls.diary);
  const upload = (who: Account, file: string, name = 'diary.csv', query = '?dryRun=true') =>
    diary().post(`/api/import${query}`).set('Cookie', who.cookie).attach('file', Buffer.from(file), name);

  beforeAll(async () => {
    stack = await startWholeStack({ IMPORT_MAX_ROWS: 100_000, IMPORT_MAX_CONCURRENT: 2 });
    me = await register(stack, 'limits');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses a file with more rows than IMPORT_MAX_ROWS with 413 and a sentence, and takes one at the cap', async () => {
    const over = await upload(me, togglCsv(100_001)).expect(413);
    expect(over.body.message).toMatch(/more than 100,000 sessions or notes.*split it/);
    const records = Array.from({ length: 100_001 }, (_, i) =>
      record(
        new Date(Date.UTC(2001, 0, 1) + i * 60_000).toISOString(),
        new Date(Date.UTC(2001, 0, 1) + i * 60_000).toISOString(),
      ),
    );
    await upload(me, archive({ records }), 'diary.json').expect(413);
    const atCap = await upload(me, togglCsv(1000)).expect(200);
    expect(atCap.body.records).toBe(1000);
  }, 120_000);

  it.each([
    ['an impossible day', '2026-02-30'],
    ['a year before 1970', '1899-12-31'],
    ['a year after 2100', '9999-12-31'],
  ])('refuses a CSV row with %s with 400 naming the line', async (_what, date) => {
    const res = await upload(me, `${HEADER}\r\n${row(1)}\r\n${row(2, date)}\r\n`).expect(400);
    expect(res.body.message).toBe(`Line 3: the start date "${date}" is not a real day from 1970 to 2100.`);
  });

  it.each([
    [
      'a start in 1900',
      record('1900-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-01-01'),
      'records[0].startTime',
    ],
    ['an end in 9999', record('2024-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z'), 'records[0].endTime'],
    [
      'an impossible day',
      record('2026-02-28T00:00:00.000Z', '2026-02-28T01:00:00.000Z', '2026-02-30'),
      'records[0].date',
    ],
  ])('refuses an archive record with %s with 400 naming the field', async (_what, bad, field) => {
    const res = await upload(me, archive({ records: [bad] }), 'diary.json').expect(400);
    expect(res.body.message).toMatch(
      new RegExp(`^The archive cannot be imported: ${field.replace(/[[\]]/g, '\\$&')} must be a real day`),
    );
  });

  it('refuses deeply nested archive settings with 400, not 503', async () => {
    const nested = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const text = archive({ settings: { theme: 'NESTED' } }).replace('"NESTED"', nested);
    for (const query of ['?dryRun=true', '']) {
      const res = await upload(me, text, 'diary.json', query).expect(400);
      expect(res.body.message).toBe(
        'The archive cannot be imported: settings.theme must be text, a number, true, false, null, a short list of words or one flat group of values.',
      );
    }
  });

  it('runs one import per user and IMPORT_MAX_CONCURRENT per process; beyond, 429 with Retry-After', async () => {
    const file = togglCsv(5000);
    const twice = await Promise.all([upload(me, file), upload(me, file)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 429]);
    const refused = twice.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/An import of yours is still running/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const others = await Promise.all([register(stack, 'b'), register(stack, 'c')]);
    const three = await Promise.all([me, ...others].map((who) => upload(who, file)));
    expect(three.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(three.find((r) => r.status === 429)!.body.message).toMatch(/busy with other imports/);
    // Afterwards the slots are free again.
    await upload(me, togglCsv(10)).expect(200);
  }, 120_000);

  it("answers another user's requests while a 100,000-row import is read", async () => {
    const other = await register(stack, 'other');
    const file = togglCsv(100_000);
    const waits: number[] = [];
    let importing = true;
    const sampling = (async () => {
      while (importing) {
        const started = performance.now();
        await request(stack.urls.auth).get('/api/auth/me').set('Cookie', other.cookie).expect(200);
        waits.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const res = await upload(me, file, 'big.csv');
    importing = false;
    await sampling;
    expect(res.status).toBe(200);
    expect(res.body.records).toBe(100_000);
    waits.sort((a, b) => a - b);
    // The target is a p99 under 250 ms (tools/bench/import measures it); on a machine shared with
    // other work the test allows more, and the old code (seconds behind the parse) still fails it.
    expect(waits.length).toBeGreaterThan(5);
    expect(waits[Math.floor(waits.length * 0.99)]).toBeLessThan(1500);
  }, 180_000);
});
