// A summary job in flight when the ai service is killed completes after it comes back (BullMQ
// stalled-job recovery). The service runs as a child process from its build output; the provider
// is a fake OpenAI-compatible server that holds the first request until the process is dead.
import request from 'supertest';
import { createTestSession, TestSession, TestStack, UserEventListener } from '@diary/server-testing';
import { AiProcess, ensureAiServiceBuilt } from './support/ai-process';
import { AI_EVENT_WAIT_MS, createRecord, getRecord, startAuthAndDiary } from './support/ai-stack';
import { FakeOpenAiServer } from './support/fake-openai.server';

const DATE = '2026-11-19';
const SUMMARY = {
  subject: 'Refund API shipped',
  sections: {
    done: [
      { text: 'Fixed the refund API timeout', noteIds: [] },
      { text: 'Deployed to staging', noteIds: [] },
    ],
    decided: [],
    blocked: [],
    next: [],
  },
};
const REPORT = {
  subject: 'A day on refunds',
  bullets: ['Refund API shipped'],
  insights: ['One focused session'],
};

describe('a job interrupted by a process kill', () => {
  let stack: TestStack;
  let user: TestSession;
  let listener: UserEventListener;
  let ai: AiProcess | undefined;
  // The first summary request is never answered: it is in flight when the process dies.
  const fake = new FakeOpenAiServer((req, i) => {
    if (req.body.response_format?.json_schema?.name === 'daily_report')
      return { content: JSON.stringify(REPORT) };
    return i === 0 ? { hang: true } : { content: JSON.stringify(SUMMARY) };
  });

  beforeAll(
    async () => {
      ensureAiServiceBuilt();
      await fake.start();
      stack = await startAuthAndDiary();
      user = await createTestSession(stack.env);
      listener = await UserEventListener.forUser(stack, user.userId, AI_EVENT_WAIT_MS);
    },
    15 * 60 * 1000,
  );
  afterAll(async () => {
    await ai?.stop();
    listener?.close();
    await fake.close();
    await stack?.close();
  });

  it('completes after the service comes back', async () => {
    ai = await AiProcess.start({
      ...stack.config,
      LOG_LEVEL: 'warn',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_TIMEOUT_MS: '60000',
      AI_JOB_LOCK_DURATION_MS: '1500',
      AI_JOB_STALLED_INTERVAL_MS: '500',
    });
    const record = await createRecord(stack, user, {
      date: DATE,
      start: '2026-11-19T09:00:00Z',
      end: '2026-11-19T10:00:00Z',
      notes: [
        { at: '2026-11-19T09:30:00Z', content: 'Fixed the refund API timeout and deployed it to staging.' },
      ],
    });
    const res = await request(ai.url)
      .post(`/api/work-records/${DATE}/generate-summary`)
      .set('Cookie', user.cookie)
      .send({})
      .expect(202);
    expect(res.body.recordIds).toEqual([record.id]);

    await fake.waitForRequests(1); // the job is running, its provider call hangs
    await ai.kill();
    expect((await getRecord(stack, user, DATE, record.id))?.summary).toBeNull();
    expect(listener.of('summary_completed')).toHaveLength(0);

    await ai.restart();
    const done = await listener.waitFor(
      (e) => e.type === 'summary_completed' && e.recordId === record.id,
      30000,
    );
    const expected = {
      subject: 'Refund API shipped',
      description: expect.stringMatching(
        /\n- Done: Fixed the refund API timeout\n- Done: Deployed to staging$/,
      ),
    };
    // The model's sections after the session's times; mentions from the notes.
    expect(done).toMatchObject({ type: 'summary_completed', recordId: record.id, summary: expected });
    expect((await getRecord(stack, user, DATE, record.id))?.summary).toMatchObject(expected);
    // The provider was asked again by the restarted process: the same job, run a second time.
    expect(
      fake.requests.filter((r) => r.body.response_format?.json_schema?.name === 'session_summary').length,
    ).toBeGreaterThanOrEqual(2);

    await listener.waitFor((e) => e.type === 'report_completed' && e.date === DATE, 30000);
    // The report waited for the summary: it was asked for only after the summary's second run.
    // (The note's own summary request, sent when it was added to the stopped session, may run the
    // summary once more; the report still comes after every summary run before it.)
    const names = fake.requests.map((r) => r.body.response_format?.json_schema?.name);
    const firstReport = names.indexOf('daily_report');
    expect(firstReport).toBeGreaterThanOrEqual(2);
    expect(names.slice(0, firstReport).every((n) => n === 'session_summary')).toBe(true);
    const report = await request(ai.url).get(`/api/reports/${DATE}`).set('Cookie', user.cookie).expect(200);
    expect(report.body).toMatchObject({
      status: 'completed',
      subject: 'A day on refunds',
      description: '- Refund API shipped',
      insights: ['One focused session'],
    });
  }, 120000);
});
