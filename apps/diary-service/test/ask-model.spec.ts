// POST /api/ask with a model configured in the ai service (an OpenAI-compatible server this test
// starts): the model phrases the answer from the diary's facts; the figures and citations stay the
// diary's, and a phrasing with a number that is not among the facts is not shown.
import request from 'supertest';
import type { AskResponse } from '@diary/contracts';
import { createTestSession, startTestStack, TestSession, TestStack, withConfig } from '@diary/server-testing';
import { createApp } from '../src/app';
import { createApp as createAiApp } from '../../ai-service/src/app';
import { FakeOpenAiServer, Reply } from '../../ai-service/test/support/fake-openai.server';

const OFFLINE = 'You spent 2h 10m on #acme on Oct 14, over 1 session.';

describe('ask your diary with a model', () => {
  let stack: TestStack;
  let alice: TestSession;
  let reply: Reply = { content: '' };
  const fake = new FakeOpenAiServer(() => reply);

  const ask = async (question: string): Promise<AskResponse> =>
    (
      await request(stack.urls.diary)
        .post('/api/ask')
        .set('Cookie', alice.cookie)
        .send({ question, today: '2026-11-25' })
        .expect(200)
    ).body as AskResponse;

  beforeAll(async () => {
    await fake.start();
    stack = await startTestStack({
      diary: withConfig(createApp, { ASK_MODEL_MAX_PER_MINUTE: 5 }),
      ai: withConfig(createAiApp, {
        OPENAI_BASE_URL: fake.url,
        OPENAI_MODEL: 'fake-model',
        OPENAI_MAX_RETRIES: 0,
      }),
    });
    alice = await createTestSession(stack.env);
    const record = (
      await request(stack.urls.diary)
        .post('/api/work-records')
        .set('Cookie', alice.cookie)
        .send({
          date: '2026-10-14',
          startTime: '2026-10-14T09:00:00Z',
          endTime: '2026-10-14T11:10:00Z',
          tags: ['acme'],
        })
        .expect(201)
    ).body as { id: string };
    await request(stack.urls.diary)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: record.id, content: 'Acme invoices sent' })
      .expect(201);
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await fake.close();
  });

  it('shows the model’s phrasing, with the diary’s figures and citations', async () => {
    reply = { content: 'On Oct 14 you put 2h 10m into #acme, all in 1 session.' };
    const answer = await ask('How much time did I spend on #acme on Oct 14?');
    expect(answer).toMatchObject({
      answer: 'On Oct 14 you put 2h 10m into #acme, all in 1 session.',
      provider: 'openai',
      figures: [{ label: '#acme on Oct 14', minutes: 130 }],
      citations: [{ type: 'note', date: '2026-10-14', excerpt: 'Acme invoices sent (2h 10m)' }],
    });
    const sent = fake.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(sent).toContain(OFFLINE);
    expect(sent).toContain('#acme on Oct 14: 2h 10m');
  });

  it('does not show a model answer whose number contradicts the figures', async () => {
    reply = { content: 'You spent about 2.5 hours on #acme on Oct 14.' };
    const answer = await ask('How much time did I spend on #acme on Oct 14?');
    expect(answer).toMatchObject({ answer: OFFLINE, provider: 'offline', figures: [{ minutes: 130 }] });
    reply = { content: 'You spent 3h 10m on #acme on Oct 14, over 1 session.' };
    expect((await ask('How much time did I spend on #acme on Oct 14?')).answer).toBe(OFFLINE);
  });

  it('sends at most ASK_MODEL_MAX_PER_MINUTE questions a minute to the model; past it the offline sentence answers', async () => {
    // A user of their own, so the questions above do not count; the limit here is 5 a minute.
    const bob = await createTestSession(stack.env);
    reply = { content: 'On Oct 14 you put 2h 10m into #acme, all in 1 session.' };
    const before = fake.requests.length;
    const answers: AskResponse[] = [];
    for (let i = 0; i < 12; i++)
      answers.push(
        (
          await request(stack.urls.diary)
            .post('/api/ask')
            .set('Cookie', bob.cookie)
            .send({ question: 'How much time did I spend on #acme on Oct 14?', today: '2026-11-25' })
            .expect(200)
        ).body as AskResponse,
      );
    const modelCalls = fake.requests.length - before;
    // The minute may turn over once during the twelve questions: two windows' worth at most.
    expect(modelCalls).toBeGreaterThanOrEqual(5);
    expect(modelCalls).toBeLessThanOrEqual(10);
    // Every question is answered (bob's empty diary: the offline sentence, which the model's
    // figures do not match), none refused.
    expect(answers.map((a) => a.provider)).toEqual(Array(12).fill('offline'));
    expect(new Set(answers.map((a) => a.answer)).size).toBe(1);
  });

  it('answers offline when the model fails', async () => {
    reply = { status: 500 };
    const answer = await ask('How much time did I spend on #acme on Oct 14?');
    expect(answer).toMatchObject({ answer: OFFLINE, provider: 'offline' });
  });
});
