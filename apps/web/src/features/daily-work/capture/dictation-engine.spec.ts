import { describe, expect, it } from 'vitest';
import {
  chooseEngine,
  formatElapsed,
  levelOf,
  microphoneProblem,
  recognitionLanguage,
} from './dictation-engine';

const facts = {
  serverConfigured: true,
  serverRefused: false,
  hasMediaRecorder: true,
  hasSpeechRecognition: true,
  browserFailed: false,
};

describe('choosing the dictation engine', () => {
  it('uses the server when it has a transcription endpoint and the browser can record', () => {
    expect(chooseEngine(facts)).toBe('endpoint');
    expect(chooseEngine({ ...facts, hasMediaRecorder: false })).toBe('browser');
  });
  it('falls back to the browser after a 501, then to the demo', () => {
    expect(chooseEngine({ ...facts, serverRefused: true })).toBe('browser');
    expect(chooseEngine({ ...facts, serverConfigured: false })).toBe('browser');
    expect(chooseEngine({ ...facts, serverConfigured: false, hasSpeechRecognition: false })).toBe('demo');
    expect(chooseEngine({ ...facts, serverConfigured: false, browserFailed: true })).toBe('demo');
  });
});

describe('dictation sentences and measures', () => {
  it('says clearly why the microphone did not open', () => {
    expect(microphoneProblem({ name: 'NotAllowedError' }).title).toBe('Microphone permission denied');
    expect(microphoneProblem({ name: 'NotFoundError' }).title).toBe('No microphone found');
    expect(microphoneProblem(new Error('x')).description).toMatch(/Your note is unchanged\.$/);
  });
  it('formats the elapsed time and the level', () => {
    expect(formatElapsed(7400)).toBe('0:07');
    expect(formatElapsed(750_000)).toBe('12:30');
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelOf(new Uint8Array(64).fill(255))).toBe(1);
  });
  it('asks the browser for the chosen language, or its own for Auto', () => {
    expect(recognitionLanguage('German', 'en-US')).toBe('de');
    expect(recognitionLanguage('Auto', 'fr-FR')).toBe('fr-FR');
  });
});
