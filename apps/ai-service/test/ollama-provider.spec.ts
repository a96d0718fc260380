// Ollama as an engine, against a fake Ollama server started here: the schema goes in `format`,
// invalid JSON or foreign note ids are handled as for every engine.
import { OllamaProvider } from '../src/providers/ollama.provider';
import { ProviderError } from '../src/providers/ai-provider';
import { FakeOllamaServer, OllamaReply } from './support/fake-ollama.server';
import { MORNING_NOTES } from './support/morning-notes';

const session = { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES };
const request = { language: 'French', customInstructions: 'Be brief.', session };

describe('Ollama engine', () => {
  let server: FakeOllamaServer;
  const provider = () =>
    new OllamaProvider({ url: server.url, model: 'qwen2.5:1.5b', timeoutMs: 3000, timeZone: 'UTC' });
  const serve = async (responder: (req: unknown, i: number) => OllamaReply) => {
    server = await new FakeOllamaServer(responder).start();
  };
  afterEach(() => server?.close());

  it("sends the summary's schema as `format` and keeps only the session's note ids", async () => {
    await serve(() => ({
      content: JSON.stringify({
        subject: "L'API de remboursement",
        sections: {
          done: [{ text: 'Délai corrigé', noteIds: ['m3', 'not-this-session'] }],
          decided: [],
          blocked: [],
          next: [{ text: 'Documenter', noteIds: ['zzz'] }],
        },
      }),
    }));
    const summary = await provider().summarizeSession(request);
    expect(summary).toMatchObject({ subject: "L'API de remboursement", provider: 'ollama qwen2.5:1.5b' });
    expect(summary.sections).toEqual({
      done: [{ text: 'Délai corrigé', noteIds: ['m3'] }],
      decided: [],
      blocked: [],
      next: [{ text: 'Documenter', noteIds: [] }],
    });
    const sent = server.requests[0];
    expect(sent).toMatchObject({ model: 'qwen2.5:1.5b', stream: false });
    expect(sent.format).toMatchObject({ type: 'object', required: ['subject', 'sections'] });
    expect(sent.messages[0].content).toContain('Write in French.');
    expect(sent.messages[0].content).toContain('Be brief.');
  });

  it('an invalid JSON answer: the offline writer stands in and says so', async () => {
    await serve(() => ({ content: 'Voici le résumé: {subject: ' }));
    const summary = await provider().summarizeSession(request);
    expect(summary.provider).toMatch(/^offline \(fallback: ollama qwen2.5:1.5b gave /);
    expect(summary.sections?.decided[0]?.noteIds).toEqual(['m1']);
    expect(server.requests).toHaveLength(2);
  });

  it('an error status is a ProviderError (the job retries), naming the status', async () => {
    await serve(() => ({ status: 404, error: 'model "qwen2.5:1.5b" not found, try pulling it first' }));
    const err = await provider()
      .summarizeSession(request)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/404: model "qwen2.5:1.5b" not found/);
  });

  it('pings with one short generation', async () => {
    await serve(() => ({ content: 'OK' }));
    await expect(provider().ping()).resolves.toBe('Ollama connection successful (model qwen2.5:1.5b).');
  });
});
