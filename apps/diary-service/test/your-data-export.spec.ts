// GET /api/export: the whole diary as JSON, a Markdown zip (a page per day) or CSV; the calendar feed.
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import type { ExportArchive } from '@diary/contracts';
import { createRecord } from '@diary/server-testing';
import { DataSource } from 'typeorm';
import { Account, binary, register, useWholeStack } from './support/your-data-stack';
import { unzipText } from './support/zip-reader';

describe('export', () => {
  const stack = useWholeStack();
  let me: Account;
  const diary = () => request(stack.urls.diary);

  beforeAll(async () => {
    me = await register(stack);
    await createRecord(stack, me, {
      date: '2024-05-31',
      start: '2024-05-31T07:00:00.000Z',
      end: '2024-05-31T08:30:00.000Z',
      notes: [
        { at: '2024-05-31T07:05:00.000Z', content: 'Fixed the "login", for Zoë' },
        { at: '2024-05-31T07:10:00.000Z', content: '=SUM(A1:A2)' },
      ],
    });
    await createRecord(stack, me, {
      date: '2024-06-01',
      start: '2024-06-01T09:00:00.000Z',
      end: '2024-06-01T09:45:00.000Z',
      notes: [{ at: '2024-06-01T09:01:00.000Z', content: '@cmd|calc' }],
    });
    await diary()
      .post('/api/draft-notes')
      .set('Cookie', me.cookie)
      .send({ date: '2024-06-02', content: 'half a thought' })
      .expect(200);
  }, 60000);

  it('refuses a caller without a session (401) and an unknown format (400)', async () => {
    await diary().get('/api/export?format=json').expect(401);
    const res = await diary().get('/api/export?format=pdf').set('Cookie', me.cookie).expect(400);
    expect(res.body.message).toMatch(/format must be one of/);
  });

  it('writes the JSON archive as an attachment with the contract shape', async () => {
    const res = await diary().get('/api/export?format=json').set('Cookie', me.cookie).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="work-diary-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    const archive = res.body as ExportArchive;
    expect(archive).toMatchObject({
      format: 'work-diary',
      version: 1,
      user: { username: me.username, email: me.email },
      settings: { theme: 'default', autoSaveTimeout: 30 },
      drafts: [{ date: '2024-06-02', content: 'half a thought' }],
      reports: [],
    });
    expect(archive.records.map((r) => r.date)).toEqual(['2024-05-31', '2024-06-01']);
    expect(archive.records[0]).toMatchObject({
      startTime: '2024-05-31T07:00:00.000Z',
      endTime: '2024-05-31T08:30:00.000Z',
      isActive: false,
      tags: [],
      summary: null,
    });
    expect(archive.records[0].notes.map((n) => n.content)).toEqual([
      'Fixed the "login", for Zoë',
      '=SUM(A1:A2)',
    ]);
  });

  it('writes the records exactly as JSON.stringify would, page after page, whatever their text', async () => {
    const many = await register(stack, 'pages');
    const db = stack.apps.diary!.get(DataSource);
    const hostile = 'a "quote", a \\ and \n\t\r\b\f \u0001\u001f\u007f \u2028 😀 Zoë </script>';
    // 120 sessions (more than two pages), start times with microseconds, the last one running.
    await db.query(
      `INSERT INTO work_records (user_id, date, start_time, end_time, is_active, summary_subject, summary_description, tags)
       SELECT $1, d, t + interval '0.123456 second', CASE WHEN i = 120 THEN NULL ELSE t + interval '30 second' END,
         i = 120, CASE WHEN i % 2 = 0 THEN $2 END, CASE WHEN i % 4 = 0 THEN $2 END,
         CASE WHEN i % 3 = 0 THEN ARRAY['code', $2] ELSE '{}' END
       FROM generate_series(1, 120) AS i,
         LATERAL (SELECT date '2024-01-01' + (i / 7) AS d) AS day,
         LATERAL (SELECT (d + time '09:00' + i * interval '1 minute') AT TIME ZONE 'UTC' AS t) AS start`,
      [many.id, hostile],
    );
    await db.query(
      `INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
       SELECT $1, r.id, $2 || n, r.start_time + n * interval '1.000999 second'
       FROM work_records r, generate_series(1, 3) AS n WHERE r.user_id = $1`,
      [many.id, hostile],
    );
    const res = await diary()
      .get('/api/export?format=json')
      .set('Cookie', many.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = (res.body as Buffer).toString('utf8');
    const archive = JSON.parse(text) as ExportArchive;
    expect(text).toBe(JSON.stringify(archive));
    expect(archive.records).toHaveLength(120);
    const keys = archive.records.map((r) => `${r.date} ${r.startTime} ${r.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(archive.records.map((r) => r.id)).size).toBe(120);
    expect(archive.records[0]).toMatchObject({
      startTime: '2024-01-01T09:01:00.123Z',
      endTime: '2024-01-01T09:01:30.000Z',
    });
    expect(archive.records[0].notes.map((n) => [n.content, n.timestamp])).toEqual([
      [`${hostile}1`, '2024-01-01T09:01:01.124Z'],
      [`${hostile}2`, '2024-01-01T09:01:02.125Z'],
      [`${hostile}3`, '2024-01-01T09:01:03.126Z'],
    ]);
    expect(archive.records.map((r) => r.tags).slice(0, 3)).toEqual([[], [], ['code', hostile]]);
    expect(archive.records[1]).toMatchObject({
      summary: { subject: hostile, description: '' },
      projectId: null,
    });
    expect(archive.records[3].summary).toEqual({ subject: hostile, description: hostile });
    expect(archive.records[119]).toMatchObject({
      isActive: true,
      endTime: null,
      summary: { subject: hostile },
    });
  });

  it("includes the user's completed weekly reviews, and nobody else's", async () => {
    const other = await register(stack, 'other');
    const ai = stack.apps.ai!.get(DataSource);
    const review = (userId: string, week: string, subject: string, status = 'completed') =>
      ai.query(
        `INSERT INTO period_reviews (user_id, period_start, status, subject, description, insights, days, generated_at)
         VALUES ($1, $2, $3, $4, '- Shipped the export', '["Mornings were focused"]', $5, '2024-06-03T08:00:00Z')`,
        [userId, week, status, subject, JSON.stringify([{ date: week, minutes: 90, subject: 'Export' }])],
      );
    await review(me.id, '2024-05-27', 'A week of exports');
    await review(me.id, '2024-06-03', 'Still generating', 'generating');
    await review(other.id, '2024-05-27', 'Not mine');
    const res = await diary().get('/api/export?format=json').set('Cookie', me.cookie).expect(200);
    expect((res.body as ExportArchive).weeklyReviews).toEqual([
      {
        week: '2024-05-27',
        subject: 'A week of exports',
        description: '- Shipped the export',
        insights: ['Mornings were focused'],
        days: [{ date: '2024-05-27', minutes: 90, subject: 'Export' }],
        generatedAt: '2024-06-03T08:00:00.000Z',
      },
    ]);
  });

  it('writes CSV by RFC 4180, UTF-8 with a byte-order mark, local times and formula-looking cells made plain text', async () => {
    const res = await diary()
      .get('/api/export?format=csv&tz=Europe/Berlin')
      .set('Cookie', me.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('date,start,end,timeZone,duration_minutes,tags,summary,notes\r\n')).toBe(true);
    // 07:00 UTC is 09:00 in Berlin in summer.
    expect(text).toContain(
      '2024-05-31,2024-05-31 09:00,2024-05-31 10:30,Europe/Berlin,90,,,"Fixed the ""login"", for Zoë',
    );
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(2);
    expect(rows[0].notes).toBe('Fixed the "login", for Zoë\n\n=SUM(A1:A2)');
    expect(rows[1]).toMatchObject({ date: '2024-06-01', duration_minutes: '45', notes: "'@cmd|calc" });
  });

  it('writes Markdown as a zip with one readable page per day', async () => {
    const res = await diary()
      .get('/api/export?format=markdown&tz=Europe/Berlin')
      .set('Cookie', me.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipText(res.body as Buffer);
    expect([...files.keys()]).toEqual(['2024/05/2024-05-31.md', '2024/06/2024-06-01.md']);
    const page = files.get('2024/05/2024-05-31.md')!;
    expect(page).toContain('# 2024-05-31');
    expect(page).toContain('## 09:00–10:30 (1 h 30 min)');
    expect(page).toContain('- 09:05 Fixed the "login", for Zoë');
  });

  it("writes Markdown times in the user's saved time zone, whatever the browser sends", async () => {
    const berliner = await register(stack, 'berlin');
    await createRecord(stack, berliner, {
      date: '2024-05-31',
      start: '2024-05-31T07:00:00.000Z',
      end: '2024-05-31T08:30:00.000Z',
      notes: [{ at: '2024-05-31T07:05:00.000Z', content: 'Planned the sprint' }],
    });
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', berliner.cookie)
      .send({ timeZone: 'Europe/Berlin' })
      .expect(200);
    const res = await diary()
      .get('/api/export?format=markdown&tz=UTC')
      .set('Cookie', berliner.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const page = unzipText(res.body as Buffer).get('2024/05/2024-05-31.md')!;
    expect(page).toContain('## 09:00–10:30 (1 h 30 min)');
    expect(page).toContain('- 09:05 Planned the sprint');
  });
});
