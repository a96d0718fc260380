// GET (and POST) /api/diagnostic/openai names the provider in use, what it honours, and really calls
// it (throttled per user).
import request from 'supertest';
import { createTestSession, freshRateWindow, useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { FakeOpenAiServer, Reply } from './support/fake-openai.server';

describe('connection test with nothing configured (offline)', () => {
  const stack = useTestStack({ ai: createApp });
  const user = useTestSession(stack, 'all');

  it('runs the local summarizer and names it', async () => {
    const res = await request(stack.urls.ai)
      .post('/api/diagnostic/openai')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(res.body).toEqual({
      ok: true,
      provider: 'local',
      model: 'local-summarizer',
      message: 'Local summarizer connection successful (offline; no AI provider is configured).',
      capabilities: { abstractive: false, followsLanguage: false, followsInstructions: false },
    });
  });

  it('answers a GET as the spec says: 200 offline, with the capabilities', async () => {
    const tester = await createTestSession(stack.env);
    const res = await request(stack.urls.ai)
      .get('/api/diagnostic/openai')
      .set('Cookie', tester.cookie)
      .expect(200);
    expect(res.body).toMatchObject({
      ok: true,
      provider: 'local',
      capabilities: { abstractive: false, followsLanguage: false, followsInstructions: false },
    });
  });

  it('names the capabilities with the capture engines too, without calling anything', async () => {
    const res = await request(stack.urls.ai)
      .get('/api/diagnostic/capture')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(res.body.summaries).toEqual({
      abstractive: false,
      followsLanguage: false,
      followsInstructions: false,
    });
    expect(res.body.summaryEngine).toEqual({ engine: 'offline', model: 'local-summarizer' });
  });

  it('needs a signed-in user', async () => {
    await request(stack.urls.ai).post('/api/diagnostic/openai').expect(401);
    await request(stack.urls.ai).get('/api/diagnostic/openai').expect(401);
  });

  it('allows DIAGNOSTIC_MAX_PER_MINUTE (5) tests a minute per user, GET or POST, then 429 with Retry-After', async () => {
    const busy = await createTestSession(stack.env);
    const test = () => request(stack.urls.ai).post('/api/diagnostic/openai').set('Cookie', busy.cookie);
    await freshRateWindow();
    for (let i = 0; i < 2; i++)
      await request(stack.urls.ai).get('/api/diagnostic/openai').set('Cookie', busy.cookie).expect(200);
    for (let i = 0; i < 3; i++) await test().expect(200);
    const refused = await test().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(
      /^Too many connection tests\. Please try again in \d+ (seconds?|minute)\.$/,
    );
    // Another user is not affected.
    await request(stack.urls.ai).post('/api/diagnostic/openai').set('Cookie', user.cookie).expect(200);
  }, 60000);
});

describe('connection test with an OpenAI-compatible endpoint', () => {
  let reply: Reply = { content: 'OK' };
  const fake = new FakeOpenAiServer(() => reply);
  // Started before the stack, which is given its URL.
  beforeAll(() => fake.start());
  afterAll(() => fake.close());
  const stack = useTestStack({
    ai: (config) =>
      createApp({ ...config, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'llama3.2', OPENAI_MAX_RETRIES: 0 }),
  });
  const user = useTestSession(stack, 'all');

  it('calls the endpoint and answers 200 with its name and model', async () => {
    const res = await request(stack.urls.ai)
      .post('/api/diagnostic/openai')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(res.body).toEqual({
      ok: true,
      provider: 'openai',
      model: 'llama3.2',
      message: 'OpenAI-compatible API connection successful (model llama3.2).',
      capabilities: { abstractive: true, followsLanguage: true, followsInstructions: true },
    });
    expect(fake.requests.at(-1)?.body.model).toBe('llama3.2');
  });

  it('answers 503 {ok:false, message} when the endpoint fails', async () => {
    reply = { status: 500 };
    const res = await request(stack.urls.ai)
      .post('/api/diagnostic/openai')
      .set('Cookie', user.cookie)
      .expect(503);
    expect(res.body.ok).toBe(false);
    expect(res.body.message).toMatch(
      /^OpenAI-compatible API connection failed: The AI provider answered with an error \(500/,
    );
  });
});
