// Write-ups without a button, in the user's own time (issue 30): stopping a session queues its
// summary and then the day's report (autoSummarize, on by default), both written in the user's
// time zone; a session added for a past day is summarized too; autoSummarize off writes nothing.
import request from 'supertest';
import type { DailyReport, Summary, WorkRecord } from '@diary/contracts';
import { TestSession, TestStack, UserEventListener } from '@diary/server-testing';
import { AI_EVENT_WAIT_MS, getRecord, startAiStack } from './support/ai-stack';

const DATE = '2026-11-16';
// 07:10 and 09:05 in Berlin (UTC+1 in November).
const START = '2026-11-16T06:10:00Z';
const END = '2026-11-16T08:05:00Z';

/** A registered user (settings live in the auth database, so a real account is needed). */
async function register(stack: TestStack, settings: object): Promise<TestSession> {
  const username = `auto${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const res = await request(stack.urls.auth)
    .post('/api/auth/register')
    .send({ username, password: 'a long day of work 42', email: `${username}@example.com` })
    .expect(201);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  await request(stack.urls.auth).post('/api/user-settings').set('Cookie', cookie).send(settings).expect(200);
  return { userId: res.body.id as string, cookie } as TestSession;
}

const summaryText = (s: Summary) => `${s.subject}\n${s.description}`;

describe('automatic summaries in the user time zone', () => {
  let stack: TestStack;
  const diary = () => request(stack.urls.diary);
  const ai = () => request(stack.urls.ai);

  beforeAll(async () => {
    // The server's own zone stays UTC: only the user's setting can make the times Berlin's.
    stack = await startAiStack({ SUMMARY_TIME_ZONE: 'UTC', AUTO_SUMMARY_DELAY_MS: 500 });
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function startSession(user: TestSession, notes: Array<{ at: string; content: string }>) {
    const record = (
      await diary()
        .post('/api/work-records')
        .set('Cookie', user.cookie)
        .send({ date: DATE, startTime: START, isActive: true })
        .expect(201)
    ).body as WorkRecord;
    for (const note of notes)
      await diary()
        .post('/api/work-notes')
        .set('Cookie', user.cookie)
        .send({ workRecordId: record.id, content: note.content, timestamp: note.at })
        .expect(201);
    return record;
  }

  it('stopping a session gives its summary and the day report with no other call, times in Berlin', async () => {
    const user = await register(stack, { timeZone: 'Europe/Berlin' });
    const events = await UserEventListener.forUser(stack, user.userId, AI_EVENT_WAIT_MS * 2);
    // An earlier short session, so the report compares sessions and names the longest one's times.
    await diary()
      .post('/api/work-records')
      .set('Cookie', user.cookie)
      .send({ date: DATE, startTime: '2026-11-16T05:00:00Z', endTime: '2026-11-16T05:20:00Z' })
      .expect(201);
    const record = await startSession(user, [
      { at: START, content: 'We decided to ship the refund API behind a flag.' },
      { at: '2026-11-16T07:00:00Z', content: 'Blocked: waiting on the ledger team for the schema.' },
      { at: END, content: 'Fixed the timeout in the batch export.' },
    ]);
    expect(record.summary).toBeNull();

    // Stop it: the only call.
    await diary()
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', user.cookie)
      .send({ endTime: END })
      .expect(200);

    const done = await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id);
    const summary = (done as { summary: Summary }).summary;
    expect(summaryText(summary)).toContain('7:10');
    expect(summaryText(summary)).toContain('9:05');
    expect(summaryText(summary)).not.toMatch(/\b6:10\b/);
    // Stored on the record, and every noteIds entry is a note of that session.
    const stored = await getRecord(stack, user, DATE, record.id);
    expect(stored?.summary?.subject).toBe(summary.subject);
    const noteIds = new Set(stored!.notes.map((n) => n.id));
    for (const line of Object.values(stored!.summary!.sections ?? {}).flat())
      for (const id of line.noteIds) expect(noteIds.has(id)).toBe(true);

    await events.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
    const report = (await ai().get(`/api/reports/${DATE}`).set('Cookie', user.cookie).expect(200))
      .body as DailyReport;
    expect(report.status).toBe('completed');
    const reportText = [report.subject, report.description, ...report.insights].join('\n');
    expect(reportText).toContain('7:10');
    expect(reportText).toContain('9:05');
    events.close();
  });

  it('summarizes a session added for a past day, after its notes are in', async () => {
    const user = await register(stack, { timeZone: 'Europe/Berlin' });
    const events = await UserEventListener.forUser(stack, user.userId, AI_EVENT_WAIT_MS * 2);
    const record = (
      await diary()
        .post('/api/work-records')
        .set('Cookie', user.cookie)
        .send({ date: '2026-11-10', startTime: '2026-11-10T08:00:00Z', endTime: '2026-11-10T09:00:00Z' })
        .expect(201)
    ).body as WorkRecord;
    await diary()
      .post('/api/work-notes')
      .set('Cookie', user.cookie)
      .send({
        workRecordId: record.id,
        content: 'Reviewed the onboarding checklist with Priya.',
        timestamp: '2026-11-10T08:30:00Z',
      })
      .expect(201);
    const done = await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id);
    expect(summaryText((done as { summary: Summary }).summary)).toContain('onboarding checklist');
    events.close();
  });

  it('writes nothing unasked when autoSummarize is off', async () => {
    const user = await register(stack, { timeZone: 'Europe/Berlin', autoSummarize: false });
    const watcher = await register(stack, { timeZone: 'UTC' });
    const record = await startSession(user, [{ at: START, content: 'Drafted the migration plan.' }]);
    await diary()
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', user.cookie)
      .send({ endTime: END })
      .expect(200);
    // A second user's stop goes through the same queue after it: once that one is summarized,
    // the first request has been handled too.
    const events = await UserEventListener.forUser(stack, watcher.userId, AI_EVENT_WAIT_MS * 2);
    const other = await startSession(watcher, [{ at: START, content: 'Wrote the runbook.' }]);
    await diary()
      .patch(`/api/work-records/${other.id}`)
      .set('Cookie', watcher.cookie)
      .send({ endTime: END })
      .expect(200);
    await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === other.id);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await getRecord(stack, user, DATE, record.id))?.summary).toBeNull();
    events.close();
  });

  it('keeps only noteIds of the session when a summary is stored', async () => {
    const user = await register(stack, {});
    const record = await startSession(user, [{ at: START, content: 'Paired on the flaky test.' }]);
    const [note] = (await getRecord(stack, user, DATE, record.id))!.notes;
    const stranger = '00000000-0000-4000-8000-000000000000';
    await request(stack.urls.diary)
      .put(`/internal/users/${user.userId}/work-records/${record.id}/summary`)
      .set('x-internal-token', stack.env.internalToken)
      .send({
        subject: 'Flaky test',
        description: '- Paired on the flaky test',
        sections: {
          done: [{ text: 'Paired on the flaky test', noteIds: [note.id, stranger] }],
          decided: [],
          blocked: [],
          next: [],
        },
        mentions: [{ kind: 'person', text: 'Priya' }],
      })
      .expect(200);
    const stored = (await getRecord(stack, user, DATE, record.id))!.summary!;
    expect(stored.sections?.done).toEqual([{ text: 'Paired on the flaky test', noteIds: [note.id] }]);
    expect(stored.mentions).toEqual([{ kind: 'person', text: 'Priya' }]);
  });
});
