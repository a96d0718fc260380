// The whole flow with the real auth, diary and ai services and the offline provider: generate →
// summaries stored on the records, events on the user's channel, the daily report completed.
import request from 'supertest';
import type { DailyReport, WorkRecord } from '@diary/contracts';
import {
  createTestSession,
  TestSession,
  UserEventListener,
  useTestSession,
  waitUntil,
} from '@diary/server-testing';
import { AI_EVENT_WAIT_MS, createRecord, getRecord, useAiStack } from './support/ai-stack';

const DATE = '2026-11-20';
const morning = [
  {
    at: '2026-11-20T09:05:00Z',
    content: 'Standup with the payments team. Agreed to ship the refund API this sprint.',
  },
  { at: '2026-11-20T10:15:00Z', content: 'Fixed the refund API timeout by batching the ledger queries.' },
];
const afternoon = [{ at: '2026-11-20T13:10:00Z', content: 'Planned the invoice export redesign with Dana.' }];

describe('generate summaries and the daily report', () => {
  const stack = useAiStack();
  const alice = useTestSession(stack, 'all');
  let listener: UserEventListener;
  let first: WorkRecord;
  let second: WorkRecord;
  let active: WorkRecord;
  const ai = () => request(stack.urls.ai);
  const generate = (user: TestSession, date: string, body: object = {}) =>
    ai().post(`/api/work-records/${date}/generate-summary`).set('Cookie', user.cookie).send(body);
  const report = async (user: TestSession, date: string) =>
    (await ai().get(`/api/reports/${date}`).set('Cookie', user.cookie).expect(200)).body as DailyReport;

  beforeAll(async () => {
    listener = await UserEventListener.forUser(stack, alice.userId, AI_EVENT_WAIT_MS);
    first = await createRecord(stack, alice, {
      date: DATE,
      start: '2026-11-20T09:00:00Z',
      end: '2026-11-20T11:30:00Z',
      notes: morning,
    });
    second = await createRecord(stack, alice, {
      date: DATE,
      start: '2026-11-20T13:00:00Z',
      end: '2026-11-20T13:45:00Z',
      notes: afternoon,
    });
    active = await createRecord(stack, alice, {
      date: DATE,
      start: new Date(Date.now() - 60000).toISOString(),
      end: null,
    });
  });
  afterAll(async () => {
    listener?.close();
  });

  it('needs a signed-in user', async () => {
    await ai().post(`/api/work-records/${DATE}/generate-summary`).send({}).expect(401);
    await ai().get(`/api/reports/${DATE}`).expect(401);
  });

  it('refuses a day that is not a real date (400)', async () => {
    const res = await generate(alice, '2026-02-30').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'The date must be a real day written as yyyy-MM-dd, like 2024-05-31.',
      error: 'Bad Request',
    });
    await ai().get('/api/reports/yesterday').set('Cookie', alice.cookie).expect(400);
  });

  it('refuses a day without records with its sentence (400)', async () => {
    const res = await generate(alice, '2026-11-21').expect(400);
    expect(res.body.message).toBe('There are no work records to generate a summary for.');
  });

  it('shows "none" for a day without a report', async () => {
    expect(await report(alice, '2026-11-21')).toEqual({
      date: '2026-11-21',
      status: 'none',
      subject: null,
      description: null,
      insights: [],
      generatedAt: null,
    });
  });

  it('queues each finished record, stores the summaries on them, announces them and completes the report', async () => {
    const res = await generate(alice, DATE, { regenerate: false, userId: 'ignored' }).expect(202);
    expect([...res.body.recordIds].sort()).toEqual([first.id, second.id].sort());
    expect(res.body.recordIds).not.toContain(active.id);

    await listener.waitFor((e) => e.type === 'report_completed' && e.date === DATE);
    // The notes added to the finished sessions asked for their summaries too (issue 44, "Always
    // fresh"), so a record may be announced twice: every finished record, and only those.
    const once = (ids: string[]) => [...new Set(ids)].sort();
    expect(once(listener.of('summary_generating').map((e) => e.recordId))).toEqual(
      [first.id, second.id].sort(),
    );
    const completed = listener.of('summary_completed');
    expect(once(completed.map((e) => e.recordId))).toEqual([first.id, second.id].sort());
    // "generating" reaches the browser before "completed" for every record.
    for (const id of [first.id, second.id]) {
      const gen = listener.events.findIndex((e) => e.type === 'summary_generating' && e.recordId === id);
      const done = listener.events.findIndex((e) => e.type === 'summary_completed' && e.recordId === id);
      expect(gen).toBeLessThan(done);
    }

    const stored = await getRecord(stack, alice, DATE, first.id);
    expect(stored?.summary).toMatchObject({
      subject: 'Refund API',
      description: [
        '- 09:00 – 11:30 (2h 30m)',
        '- Done: Standup with the payments team',
        '- Done: Fixed the refund API timeout by batching the ledger queries',
        '- Decided: Agreed to ship the refund API this sprint',
      ].join('\n'),
    });
    const [standUp, timeout] = stored!.notes.map((n) => n.id);
    expect(completed.find((e) => e.recordId === first.id)?.summary).toEqual({
      ...stored?.summary,
      sections: {
        done: [
          { text: 'Standup with the payments team', noteIds: [standUp] },
          { text: 'Fixed the refund API timeout by batching the ledger queries', noteIds: [timeout] },
        ],
        decided: [{ text: 'Agreed to ship the refund API this sprint', noteIds: [standUp] }],
        blocked: [],
        next: [],
      },
      mentions: [],
    });
    expect((await getRecord(stack, alice, DATE, active.id))?.summary).toBeNull();

    const day = await report(alice, DATE);
    expect(day.status).toBe('completed');
    expect(day.subject).toMatch(/^Daily report: /);
    expect(day.description?.split('\n').every((line) => line.startsWith('- '))).toBe(true);
    expect(day.description).toContain('- Sessions: 09:00 – 11:30 (2h 30m): Refund API');
    expect(day.description).toContain('- Decided: Agreed to ship the refund API this sprint');
    expect(day.sections?.decided).toEqual([
      { text: 'Agreed to ship the refund API this sprint', noteIds: [stored!.notes[0].id] },
    ]);
    expect(day.byTag).toEqual([]);
    expect(day.insights).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Total time: /),
        expect.stringMatching(/^Recurring topics: refund API/),
      ]),
    );
    expect(Date.parse(day.generatedAt ?? '')).toBeGreaterThan(Date.now() - 60000);
  });

  it('queues nothing more for records that already have a summary, but everything again with regenerate', async () => {
    const before = listener.of('summary_completed').length;
    expect((await generate(alice, DATE).expect(202)).body.recordIds).toEqual([]);
    const again = await generate(alice, DATE, { regenerate: true }).expect(202);
    expect([...again.body.recordIds].sort()).toEqual([first.id, second.id].sort());
    await waitUntil(
      async () => listener.of('summary_completed').length >= before + 2,
      15000,
      'two regenerated summaries',
    );
  });

  it('runs one job per record when the same request arrives twice at once', async () => {
    const bob = await createTestSession(stack.env);
    const bobEvents = await UserEventListener.forUser(stack, bob.userId, AI_EVENT_WAIT_MS);
    try {
      const record = await createRecord(stack, bob, {
        date: DATE,
        start: '2026-11-20T08:00:00Z',
        end: '2026-11-20T08:30:00Z',
        notes: afternoon,
      });
      await Promise.all([generate(bob, DATE).expect(202), generate(bob, DATE).expect(202)]);
      await bobEvents.waitFor((e) => e.type === 'report_completed');
      await new Promise((r) => setTimeout(r, 1500));
      expect(bobEvents.of('summary_completed').filter((e) => e.recordId === record.id)).toHaveLength(1);
    } finally {
      bobEvents.close();
    }
  });

  it("keeps each user's days apart", async () => {
    const carol = await createTestSession(stack.env);
    const res = await generate(carol, DATE).expect(400);
    expect(res.body.message).toBe('There are no work records to generate a summary for.');
    expect((await report(carol, DATE)).status).toBe('none');
  });

  it("writes the offline summary's section names in the user's summary language", async () => {
    const auth = request.agent(stack.urls.auth);
    const reg = await auth
      .post('/api/auth/register')
      .send({
        username: `dora${Date.now() % 100000}`,
        password: 'secret-pass',
        email: `dora${Date.now()}@example.com`,
      })
      .expect(201);
    const cookie = (reg.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', cookie)
      .send({ summaryLanguage: 'German' })
      .expect(200);
    const dora = { userId: reg.body.id as string, cookie } as TestSession;
    const events = await UserEventListener.forUser(stack, dora.userId, AI_EVENT_WAIT_MS);
    try {
      const record = await createRecord(stack, dora, {
        date: DATE,
        start: '2026-11-20T09:00:00Z',
        end: '2026-11-20T10:00:00Z',
        notes: morning,
      });
      await generate(dora, DATE).expect(202);
      const done = await events.waitFor((e) => e.type === 'summary_completed' && e.recordId === record.id);
      // The notes' own words, under section names in the user's summary language.
      expect(done.type === 'summary_completed' && done.summary.description).toContain(
        '- Entschieden: Agreed to ship the refund API this sprint',
      );
    } finally {
      events.close();
    }
  });
});
