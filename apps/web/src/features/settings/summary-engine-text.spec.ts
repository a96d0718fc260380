import { describe, expect, it } from 'vitest';
import { summaryEngineText } from './CaptureEnginesInfo';

const base = { transcription: { engine: 'none' as const }, ocr: { engine: 'tesseract' as const } };

describe('the Summaries line of System Connections', () => {
  it('names a model engine and its model, and that it follows language and instructions', () => {
    expect(
      summaryEngineText({
        ...base,
        summaryEngine: { engine: 'local-model', model: 'qwen2.5-1.5b-instruct-q4_k_m.gguf' },
        summaries: { abstractive: true, followsLanguage: true, followsInstructions: true },
      }),
    ).toBe(
      'Model of its own, run on the server (qwen2.5-1.5b-instruct-q4_k_m.gguf); follows your summary language and custom instructions',
    );
  });

  it('says the offline writer keeps the notes’ words', () => {
    expect(
      summaryEngineText({
        ...base,
        summaryEngine: { engine: 'offline', model: 'local-summarizer' },
        summaries: { abstractive: false, followsLanguage: false, followsInstructions: false },
      }),
    ).toBe(
      "Offline writer on the server; keeps your notes' own words: no other language, no custom instructions",
    );
  });
});
