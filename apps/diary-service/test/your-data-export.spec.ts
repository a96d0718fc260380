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

  it("includes the user's completed weekly reviews, and nobody else's", async () => {
    const other = await register(stack, 'other');
    const ai = stack.apps.ai!.get(DataSource);
    const review = (userId: string, week: string, subject: string, status = 'completed') =>
      ai.query(
        `INSERT INTO weekly_reports (user_id, week, status, subject, description, insights, days, generated_at)
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

  it('writes CSV by RFC 4180 with formula-looking cells made plain text', async () => {
    const res = await diary()
      .get('/api/export?format=csv')
      .set('Cookie', me.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('date,start,end,duration_minutes,tags,summary,notes\r\n')).toBe(true);
    expect(text).toContain(
      '2024-05-31,2024-05-31T07:00:00.000Z,2024-05-31T08:30:00.000Z,90,,,"Fixed the ""login"", for Zoë',
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
