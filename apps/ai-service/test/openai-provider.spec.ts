// The real `openai` client against a fake OpenAI-compatible server started here.
import { OpenAiProvider } from '../src/providers/openai.provider';
import { ProviderError } from '../src/providers/ai-provider';
import { FakeOpenAiServer, Responder } from './support/fake-openai.server';
import { MORNING_NOTES } from './support/morning-notes';

const request = {
  language: 'German',
  customInstructions: 'Mention ticket numbers.',
  session: { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES },
};
const good = JSON.stringify({
  subject: 'Refund-API',
  sections: {
    done: [
      { text: 'Refund-API repariert', noteIds: ['m3'] },
      { text: 'PR #482 geprüft', noteIds: ['m4'] },
    ],
    decided: [],
    blocked: [],
    next: [],
  },
});

describe('OpenAI-compatible provider', () => {
  let server: FakeOpenAiServer;
  const provider = (opts: { timeoutMs?: number; maxRetries?: number } = {}) =>
    new OpenAiProvider({
      apiKey: 'sk-test',
      baseURL: server.url,
      model: 'test-model',
      timeoutMs: opts.timeoutMs ?? 5000,
      maxRetries: opts.maxRetries ?? 2,
    });
  const serve = async (responder: Responder) => {
    server = await new FakeOpenAiServer(responder).start();
  };
  afterEach(() => server?.close());

  it('asks for structured JSON with the language and instructions, and turns the answer into bullet lines', async () => {
    await serve(() => ({ content: good }));
    const summary = await provider().summarizeSession(request);
    expect(summary).toMatchObject({
      subject: 'Refund-API',
      description: '- 09:00 – 11:30 (2h 30m)\n- Done: Refund-API repariert\n- Done: PR #482 geprüft',
      provider: 'openai test-model',
    });
    // The model's sections with the notes they came from; people, refs and links from the notes.
    expect(summary.sections).toEqual({
      done: [
        { text: 'Refund-API repariert', noteIds: ['m3'] },
        { text: 'PR #482 geprüft', noteIds: ['m4'] },
      ],
      decided: [],
      blocked: [],
      next: [],
    });
    expect(summary.mentions).toEqual([{ kind: 'ref', text: 'PR #482' }]);
    const sent = server.requests[0];
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'session_summary' },
    });
    expect(sent.body.messages[0].content).toContain('Write in German.');
    expect(sent.body.messages[0].content).toContain('Mention ticket numbers.');
    expect(sent.body.messages[1].content).toContain('Fixed the refund API timeout');
  });

  it('asks again after a malformed answer and uses the valid one', async () => {
    await serve((_req, i) => ({ content: i === 0 ? 'Sure! Here is your summary: refund API' : good }));
    await expect(provider().summarizeSession(request)).resolves.toMatchObject({ subject: 'Refund-API' });
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to the offline writer, and says so, when every answer is malformed (wrong shape)', async () => {
    await serve(() => ({ content: JSON.stringify({ title: 'no subject field' }) }));
    const summary = await provider().summarizeSession(request);
    expect(summary.provider).toBe('offline (fallback: openai test-model gave subject Required)');
    expect(summary.sections?.decided).toEqual([
      { text: 'Agreed to ship the refund API this sprint', noteIds: ['m1'] },
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up with a clear error when the provider does not answer in time', async () => {
    await serve(() => ({ hang: true }));
    const started = Date.now();
    const err = await provider({ timeoutMs: 300, maxRetries: 0 })
      .summarizeSession(request)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toBe('The AI provider did not answer in time.');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('retries a 500 and succeeds with the next answer', async () => {
    await serve((_req, i) => (i === 0 ? { status: 500 } : { content: good }));
    await expect(provider().summarizeSession(request)).resolves.toMatchObject({ subject: 'Refund-API' });
    expect(server.requests).toHaveLength(2);
  });

  it('reports an error status it cannot retry away', async () => {
    await serve(() => ({
      status: 401,
      body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
    }));
    await expect(provider().summarizeSession(request)).rejects.toThrow(/401/);
  });

  it('writes a daily report with insights from a structured answer', async () => {
    await serve(() => ({
      content: JSON.stringify({
        subject: 'A day of refunds',
        bullets: ['Refund API fixed'],
        insights: ['2h 30m on refunds'],
      }),
    }));
    const report = await provider().writeDailyReport({
      date: '2026-11-20',
      language: 'English',
      customInstructions: null,
      sessions: [{ ...request.session, summary: null }],
    });
    expect(report).toMatchObject({
      subject: 'A day of refunds',
      description: '- Refund API fixed',
      insights: ['2h 30m on refunds'],
      byTag: [],
    });
    // The day's sections are the service's, from the notes, whatever the model wrote.
    expect(report.sections?.decided).toEqual([
      { text: 'Agreed to ship the refund API this sprint', noteIds: ['m1'] },
    ]);
    expect(server.requests[0].body.response_format?.json_schema?.name).toBe('daily_report');
  });

  it('pings the provider for the connection test', async () => {
    await serve(() => ({ content: 'OK' }));
    await expect(provider().ping()).resolves.toBe(
      'OpenAI-compatible API connection successful (model test-model).',
    );
    expect(server.requests).toHaveLength(1);
  });
});
