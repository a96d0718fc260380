// The monthly review (a kind of write-ups/period-review-kinds.ts) with the real auth, diary and ai
// services: written offline on demand from the month's days, its minutes are GET /api/stats's for
// the month, users are kept apart, and a month that is not yyyy-MM is a readable 400.
import request from 'supertest';
import { formatDuration, type StatsResponse, type WeekReport } from '@diary/contracts';
import { createRecord, createTestSession, TestSession, TestStack, waitUntil } from '@diary/server-testing';
import { AI_EVENT_WAIT_MS, startAiStack } from './support/ai-stack';

const MONTH = '2024-03';
const NOT_A_MONTH = 'The month must be written as yyyy-MM, like 2026-11.';

describe('the monthly review', () => {
  let stack: TestStack;
  let alice: TestSession;
  const ai = () => request(stack.urls.ai);
  const review = async (user: TestSession, month = MONTH) =>
    (await ai().get(`/api/reports/month/${month}`).set('Cookie', user.cookie).expect(200)).body as WeekReport;

  beforeAll(async () => {
    stack = await startAiStack();
    alice = await createTestSession(stack.env);
    const add = (date: string, start: string, end: string, content: string) =>
      createRecord(stack, alice, { date, start, end, notes: [{ at: start, content }] });
    await add('2024-03-01', '2024-03-01T09:00:00Z', '2024-03-01T10:00:00Z', 'Opened the quarter plan.');
    await add('2024-03-14', '2024-03-14T09:00:00Z', '2024-03-14T12:00:00Z', 'Migrated the billing export.');
    await add('2024-03-31', '2024-03-31T20:00:00Z', '2024-03-31T21:30:00Z', 'Closed the month.');
    // Outside the month.
    await add('2024-04-01', '2024-04-01T09:00:00Z', '2024-04-01T17:00:00Z', 'April work.');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("writes the review of a month (202) from that month's days only", async () => {
    const res = await ai()
      .post(`/api/reports/month/${MONTH}/generate`)
      .set('Cookie', alice.cookie)
      .expect(202);
    expect(res.body).toEqual({ month: MONTH, status: 'generating' });
    const month = await waitUntil(
      async () => {
        const r = await review(alice);
        return r.status === 'completed' && r;
      },
      AI_EVENT_WAIT_MS,
      'the monthly review',
    );
    expect(month.date).toBe('2024-03-01');
    expect(month.days).toHaveLength(31);
    expect(month.days[0].date).toBe('2024-03-01');
    expect(month.days[30].date).toBe('2024-03-31');
    const stats = (
      await request(stack.urls.diary)
        .get('/api/stats?from=2024-03-01&to=2024-03-31')
        .set('Cookie', alice.cookie)
        .expect(200)
    ).body as StatsResponse;
    expect(month.days.map((d) => [d.date, d.minutes])).toEqual(stats.days.map((d) => [d.date, d.minutes]));
    expect(month.days.find((d) => d.date === '2024-03-14')?.minutes).toBe(180);
    expect(month.insights[0]).toBe(`Total time: ${formatDuration(330)} across 3 sessions.`);
    expect(month.insights).toContain(
      `Busiest day: Thursday 2024-03-14, with ${formatDuration(180)} of work.`,
    );
    expect(month.subject).toMatch(/^March 2024: /);
    expect(month.description).toContain('2024-03-14');
    expect(month.description).not.toContain('2024-04-01');
  });

  it("never shows one user's month to another: theirs is none, with the month's days", async () => {
    const bob = await createTestSession(stack.env);
    const month = await review(bob);
    expect(month).toMatchObject({ date: '2024-03-01', status: 'none', subject: null, insights: [] });
    expect(month.days).toHaveLength(31);
    expect(month.days.every((d) => d.minutes === 0)).toBe(true);
    // A leap February has 29 days.
    expect((await review(bob, '2024-02')).days).toHaveLength(29);
  });

  it.each([
    ['a thirteenth month', '2026-13'],
    ['a month without its zero', '2026-3'],
    ['a day', '2026-03-01'],
    ['text', 'last-month'],
  ])('refuses %s with a readable 400', async (_what, month) => {
    const res = await ai().get(`/api/reports/month/${month}`).set('Cookie', alice.cookie).expect(400);
    expect(res.body.message).toBe(NOT_A_MONTH);
    await ai().post(`/api/reports/month/${month}/generate`).set('Cookie', alice.cookie).expect(400);
  });

  it('answers 404 for a kind of review there is not, and 401 without a session', async () => {
    const res = await ai().get('/api/reports/year/2024').set('Cookie', alice.cookie).expect(404);
    expect(res.body.message).toBe('There is no kind of review called "year".');
    await ai().get(`/api/reports/month/${MONTH}`).expect(401);
    await ai().post(`/api/reports/month/${MONTH}/generate`).expect(401);
  });
});
