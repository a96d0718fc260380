// The model of its own, for real: node-llama-cpp loads a tiny GGUF the project writes itself
// (tools/model/make-tiny-gguf.mjs, random weights) and generates under the JSON-schema grammar.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@diary/server-core';
import { configSchema } from '../src/config';
import { LlamaEngine } from '../src/providers/llama/llama-engine';
import { LlamaProvider } from '../src/providers/llama/llama.provider';
import { AI_MAIN, ensureAiServiceBuilt } from './support/ai-process';
import { MORNING_NOTES } from './support/morning-notes';

const root = join(__dirname, '..', '..', '..');
const dir = join(root, 'tmp', 'models', `test-${process.pid}`);
const tiny = join(dir, 'tiny.gguf');
const session = { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES };
const request = { language: 'English', customInstructions: null, session };
const ids = MORNING_NOTES.map((n) => n.id);
const base = {
  INTERNAL_TOKEN: 'x'.repeat(32),
  AUTH_PUBLIC_KEY: generateKeyPairSync('ed25519')
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString(),
};

const engine = (opts: Partial<{ timeoutMs: number; idleMs: number }> = {}) =>
  new LlamaEngine({
    modelPath: async () => tiny,
    threads: 1,
    idleMs: opts.idleMs ?? 60_000,
    timeoutMs: opts.timeoutMs ?? 120_000,
    maxTokens: 400,
  });

describe('the local model (node-llama-cpp, a tiny GGUF made here)', () => {
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(process.execPath, [join(root, 'tools/model/make-tiny-gguf.mjs'), tiny], {
      encoding: 'utf8',
    });
    expect(made.status).toBe(0);
  });

  it("loads, generates under the JSON-schema grammar, and gives a valid summary naming only the session's notes", async () => {
    const e = engine({ idleMs: 300 });
    const provider = new LlamaProvider(e, tiny, 'UTC');
    const summary = await provider.summarizeSession(request);
    expect(summary.provider).toBe('local-model tiny.gguf');
    expect(summary.subject.length).toBeGreaterThan(0);
    const lines = Object.values(summary.sections!).flat();
    expect(summary.sections!.done.length).toBeGreaterThan(0);
    for (const line of lines) for (const id of line.noteIds) expect(ids).toContain(id);
    expect(summary.description.split('\n')[0]).toBe('- 09:00 – 11:30 (2h 30m)');
    expect(e.loaded).toBe(true);
    // Unloaded after LOCAL_MODEL_IDLE_S without work.
    await new Promise((r) => setTimeout(r, 800));
    expect(e.loaded).toBe(false);
    await e.close();
  }, 120_000);

  it('a generation over LOCAL_MODEL_TIMEOUT_S: the offline writer stands in and the provider says so', async () => {
    const e = engine({ timeoutMs: 5 });
    const provider = new LlamaProvider(e, tiny, 'UTC');
    const summary = await provider.summarizeSession(request);
    expect(summary.provider).toBe('offline (fallback: local-model tiny.gguf gave no answer within 0.005 s)');
    expect(summary.sections?.decided).toEqual([
      { text: 'Agreed to ship the refund API this sprint', noteIds: ['m1'] },
    ]);
    expect(e.loaded).toBe(false);
    await e.close();
  }, 60_000);

  it('a daily report from the local model is its own, or the offline one when unusable', async () => {
    const e = engine();
    const report = await new LlamaProvider(e, tiny, 'UTC').writeDailyReport({
      date: '2026-11-20',
      language: 'English',
      customInstructions: null,
      sessions: [{ ...session, summary: null }],
    });
    expect(report.provider).toMatch(
      /^(local-model tiny\.gguf|offline \(fallback: local-model tiny\.gguf gave .+\))$/,
    );
    expect(report.subject.length).toBeGreaterThan(0);
    await e.close();
  }, 120_000);

  it('a LOCAL_MODEL that does not exist or is not GGUF is refused, naming LOCAL_MODEL', () => {
    const notGguf = join(dir, 'notes.txt');
    writeFileSync(notGguf, 'not a model');
    expect(() =>
      loadConfig(configSchema, { ...process.env, ...base, LOCAL_MODEL: join(dir, 'missing.gguf') }),
    ).toThrow(/^Configuration error: LOCAL_MODEL names no file/);
    expect(() => loadConfig(configSchema, { ...process.env, ...base, LOCAL_MODEL: notGguf })).toThrow(
      /^Configuration error: LOCAL_MODEL is not a GGUF model file/,
    );
    expect(() => loadConfig(configSchema, { ...process.env, ...base, LOCAL_MODEL: tiny })).not.toThrow();
  });

  it('the service stops at boot with one line naming LOCAL_MODEL', () => {
    ensureAiServiceBuilt();
    const run = spawnSync(process.execPath, [AI_MAIN], {
      env: { ...process.env, ...base, LOCAL_MODEL: join(dir, 'missing.gguf'), PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^ai-service: Configuration error: LOCAL_MODEL names no file \(.*missing\.gguf\)$/,
    );
  }, 120_000);
});
