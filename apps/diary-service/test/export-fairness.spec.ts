// One user's export of years of diary does not stall the others (issue 31): while 10,000 sessions
// with 50,000 notes are exported as JSON, another user's GET /api/auth/me, sampled every 50 ms,
// is still answered, and the process's memory stays within bounds (the export is written a page
// at a time). tools/bench/fairness measures the same against the targets (p99 250 ms, +300 MB).
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { register, useWholeStack } from './support/your-data-stack';

const SESSIONS = 10_000;

describe('export fairness', () => {
  const stack = useWholeStack();

  it("answers another user's requests while 10,000 sessions are exported, in bounded memory", async () => {
    const exporter = await register(stack, 'exporter');
    const other = await register(stack, 'other');
    const db = stack.apps.diary!.get(DataSource);
    for (let i = 0; i < SESSIONS; i += 1000) {
      const ids: string[] = [];
      const starts: Date[] = [];
      const dates: string[] = [];
      for (let k = i; k < i + 1000; k++) {
        const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(k / 5) * 86_400_000);
        ids.push(randomUUID());
        starts.push(new Date(day.getTime() + (8 + (k % 5) * 2) * 3_600_000));
        dates.push(day.toISOString().slice(0, 10));
      }
      await db.query(
        `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date, summary_subject, summary_description)
         SELECT id, $1, s, s + interval '90 minutes', false, d, 'Worked on the importer', '- wrote tests'
         FROM unnest($2::uuid[], $3::timestamptz[], $4::date[]) AS t(id, s, d)`,
        [exporter.id, ids, starts, dates],
      );
      await db.query(
        `INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
         SELECT $1, r.id, 'Note ' || n || ': reviewed the design and wrote a realistic sentence.', r.start_time + n * interval '10 minutes'
         FROM work_records r CROSS JOIN generate_series(1, 5) AS n WHERE r.id = ANY($2::uuid[])`,
        [exporter.id, ids],
      );
    }

    const waits: number[] = [];
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let exporting = true;
    const rssTimer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const sampling = (async () => {
      while (exporting) {
        const started = performance.now();
        await request(stack.urls.auth).get('/api/auth/me').set('Cookie', other.cookie).expect(200);
        waits.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    let bytes = 0;
    const res = await request(stack.urls.diary)
      .get('/api/export?format=json')
      .set('Cookie', exporter.cookie)
      .buffer(true)
      .parse((stream, done) => {
        stream.on('data', (c: Buffer) => (bytes += c.length));
        stream.on('end', () => done(null, null));
      });
    exporting = false;
    clearInterval(rssTimer);
    await sampling;
    expect(res.status).toBe(200);
    expect(bytes).toBeGreaterThan(5_000_000);
    waits.sort((a, b) => a - b);
    expect(waits.length).toBeGreaterThan(5);
    // Margins for a machine shared with other work; the bench holds the 250 ms target.
    expect(waits[Math.floor(waits.length * 0.99)]).toBeLessThan(1500);
    // The test's own process holds every service here; the export is paged, so it does not grow with the diary.
    expect((rssPeak - rssBefore) / 1024 / 1024).toBeLessThan(300);
  }, 180_000);
});
