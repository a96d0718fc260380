// One regeneration limit on every path that regenerates a summary: stopping a session that already
// has a summary (stop and resume) counts like the button does. Past the limit, the session's new
// summary is deferred to the end of the limit's window (one job, whatever the number of stops),
// and the button answers 429 (round four).
import request from 'supertest';
import { Queue } from 'bullmq';
import type { WorkRecord } from '@diary/contracts';
import { QUEUES } from '@diary/contracts/server';
import { bullConnection } from '@diary/server-core';
import { freshRateWindow, TestSession, TestStack, UserEventListener } from '@diary/server-testing';
import { AI_EVENT_WAIT_MS, startAiStack } from './support/ai-stack';

const DATE = '2026-11-16';

async function register(stack: TestStack): Promise<TestSession> {
  const username = `regen${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const res = await request(stack.urls.auth)
    .post('/api/auth/register')
    .send({ username, password: 'a long day of work 42', email: `${username}@example.com` })
    .expect(201);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { userId: res.body.id as string, cookie } as TestSession;
}

describe('regeneration limit on stop and resume', () => {
  let stack: TestStack;
  const diary = () => request(stack.urls.diary);

  beforeAll(async () => {
    stack = await startAiStack({ REGENERATE_MAX_PER_MINUTE: 3 });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('counts each stop of a summarized session; past the limit one deferred summary waits and the button answers 429', async () => {
    const user = await register(stack);
    const events = await UserEventListener.forUser(stack, user.userId, AI_EVENT_WAIT_MS);
    const record = (
      await diary()
        .post('/api/work-records')
        .set('Cookie', user.cookie)
        .send({ date: DATE, startTime: '2026-11-16T08:00:00Z', isActive: true })
        .expect(201)
    ).body as WorkRecord;
    await diary()
      .post('/api/work-notes')
      .set('Cookie', user.cookie)
      .send({ workRecordId: record.id, content: 'Reviewed the refund API pull request.' })
      .expect(201);
    const completed = () => events.of('summary_completed').filter((e) => e.recordId === record.id).length;
    const stop = () =>
      diary().patch(`/api/work-records/${record.id}`).set('Cookie', user.cookie).send({ isActive: false });
    const resume = () =>
      diary().patch(`/api/work-records/${record.id}`).set('Cookie', user.cookie).send({ isActive: true });

    await freshRateWindow(60, 40);
    // The first stop writes the summary (not a regeneration); the next three regenerate it.
    for (let cycle = 1; cycle <= 4; cycle++) {
      await stop().expect(200);
      await events.waitFor((e) => e.type === 'summary_completed' && completed() >= cycle, AI_EVENT_WAIT_MS);
      await resume().expect(200);
    }
    // Three more stop-and-resume cycles within the minute: past the limit, nothing is written now.
    for (let cycle = 5; cycle <= 7; cycle++) {
      await stop().expect(200);
      await new Promise((r) => setTimeout(r, 1500));
      if (cycle < 7) await resume().expect(200);
    }
    expect(completed()).toBe(4);
    // One deferred summary waits for the window's end, however many stops asked for it.
    const { connection, prefix } = bullConnection({
      REDIS_URL: stack.env.redisUrl,
      REDIS_PREFIX: stack.env.redisPrefix,
    });
    const summaries = new Queue(QUEUES.summaries, { connection, prefix });
    try {
      const deferred = await summaries.getJob(`summary_${user.userId}_${record.id}_deferred`);
      expect(deferred).toBeDefined();
      expect(await deferred!.getState()).toBe('delayed');
    } finally {
      await summaries.close();
    }
    // The button shares the count.
    const button = await request(stack.urls.ai)
      .post(`/api/work-records/${DATE}/generate-summary`)
      .set('Cookie', user.cookie)
      .send({ regenerate: true });
    expect(button.status).toBe(429);
    expect(button.body.message).toMatch(/^You have regenerated summaries too often\./);
  }, 120_000);
});
