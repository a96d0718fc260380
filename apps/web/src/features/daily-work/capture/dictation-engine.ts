// Which engine turns the user's voice into text, and the sentences around it: the server's
// transcription endpoint when it has one, else the browser's own speech recognition, else the demo.
import { VOICE_LANGUAGE_CODES } from '@diary/contracts';
import { i18n } from '../../../lib/i18n/i18n';
import { tKey } from '../../../lib/i18n/t-key';

export type DictationEngine = 'endpoint' | 'browser' | 'demo';

/** Each engine's name (a translation key), e.g. 'server transcription'. */
export const ENGINE_NAME: Record<DictationEngine, string> = {
  endpoint: tKey('dailyWork:voice.engine.endpoint'),
  browser: tKey('dailyWork:voice.engine.browser'),
  demo: tKey('dailyWork:voice.engine.demo'),
};

/** What each engine does (a translation key), the voice button's tooltip. */
export const ENGINE_DESCRIPTION: Record<DictationEngine, string> = {
  endpoint: tKey('dailyWork:voice.about.endpoint'),
  browser: tKey('dailyWork:voice.about.browser'),
  demo: tKey('dailyWork:voice.about.demo'),
};

/** A recording stops by itself after this long (a WebM/Opus recording stays far below 25 MB). */
export const MAX_RECORDING_MS = 10 * 60 * 1000;

export interface EngineFacts {
  /** The server has a transcription endpoint (GET /api/diagnostic/capture); undefined while unknown. */
  serverConfigured: boolean | undefined;
  /** The server answered 501 or the recording could not start: do not use it again this visit. */
  serverRefused: boolean;
  hasMediaRecorder: boolean;
  hasSpeechRecognition: boolean;
  /** The browser's recognition failed for want of its service (Chromium without Google's). */
  browserFailed: boolean;
}

export function chooseEngine(f: EngineFacts): DictationEngine {
  if (f.serverConfigured !== false && !f.serverRefused && f.hasMediaRecorder) return 'endpoint';
  if (f.hasSpeechRecognition && !f.browserFailed) return 'browser';
  return 'demo';
}

export interface Problem {
  title: string;
  description: string;
}

/** What to tell the user when the microphone cannot be opened; the note is never touched. */
export function microphoneProblem(err: unknown): Problem {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'not-allowed')
    return {
      title: i18n.t('dailyWork:mic.deniedTitle'),
      description: i18n.t('dailyWork:mic.denied'),
    };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'audio-capture')
    return {
      title: i18n.t('dailyWork:mic.missingTitle'),
      description: i18n.t('dailyWork:mic.missing'),
    };
  if (name === 'NotReadableError')
    return {
      title: i18n.t('dailyWork:mic.busyTitle'),
      description: i18n.t('dailyWork:mic.busy'),
    };
  return {
    title: i18n.t('dailyWork:mic.failedTitle'),
    description: i18n.t('dailyWork:mic.failed'),
  };
}

/** "0:07", "12:30": the elapsed recording time. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The language tag for the browser's recognition: the chosen language, or the browser's for Auto. */
export function recognitionLanguage(setting: string | undefined, browserLanguage: string): string {
  const code = VOICE_LANGUAGE_CODES[setting as keyof typeof VOICE_LANGUAGE_CODES];
  return code ?? browserLanguage ?? 'en';
}

/** Loudness 0…1 of one frame of 8-bit time-domain samples (128 is silence). */
export function levelOf(samples: Uint8Array): number {
  if (!samples.length) return 0;
  let sum = 0;
  for (const s of samples) sum += ((s - 128) / 128) ** 2;
  return Math.min(1, Math.sqrt(sum / samples.length) * 3);
}
