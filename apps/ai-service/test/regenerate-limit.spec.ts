// Regenerating summaries costs a provider call per session (with a paid provider, money): each
// user may regenerate REGENERATE_MAX_PER_MINUTE (10) times a minute and REGENERATE_MAX_PER_DAY a
// day; beyond, 429 with Retry-After and nothing queued.
import request from 'supertest';
import { TestSession, freshRateWindow, useTestSession } from '@diary/server-testing';
import { createRecord, useAiStack } from './support/ai-stack';

const DATE = '2026-11-18';

describe('regeneration limits', () => {
  const stack = useAiStack();
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');
  const generate = (user: TestSession, body: object) =>
    request(stack.urls.ai)
      .post(`/api/work-records/${DATE}/generate-summary`)
      .set('Cookie', user.cookie)
      .send(body);

  beforeAll(async () => {
    for (const user of [alice, bob])
      await createRecord(stack, user, {
        date: DATE,
        start: '2026-11-18T09:00:00Z',
        end: '2026-11-18T10:00:00Z',
        notes: [{ at: '2026-11-18T09:10:00Z', content: 'Reviewed the refund API pull request.' }],
      });
  }, 60000);

  it('answers the 30th regeneration in a minute with 429 and Retry-After; other users and plain generation are not affected', async () => {
    const statuses: number[] = [];
    let last: request.Response | undefined;
    await freshRateWindow();
    for (let i = 0; i < 30; i++) {
      last = await generate(alice, { regenerate: true });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last!.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(
        /^You have regenerated summaries too often\. Please try again in \d+ (seconds?|minute)\.$/,
      ),
      error: 'Too Many Requests',
    });
    await generate(bob, { regenerate: true }).expect(202);
    // Generating what is missing (no regenerate) is idempotent and not limited.
    await generate(alice, { regenerate: false }).expect(202);
  }, 60000);

  it('limits weekly review generation like regeneration: the 6th in a minute answers 429 with Retry-After (R3-D4)', async () => {
    const week = (user: TestSession) =>
      request(stack.urls.ai).post('/api/reports/week/2026-11-16/generate').set('Cookie', user.cookie);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    await freshRateWindow();
    for (let i = 0; i < 8; i++) {
      last = await week(alice);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body.message).toMatch(/^You have asked for weekly reviews too often\. Please try again in /);
    await week(bob).expect(202);
  }, 60000);
});
