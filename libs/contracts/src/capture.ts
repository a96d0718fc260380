import type { EngineCapabilities } from './ai';
// Capture: dictation sent to POST /api/audio/transcribe, and which engines turn voice and images
// into text (GET /api/diagnostic/capture, shown in Settings).
import type { VOICE_INPUT_LANGUAGES } from './auth';

/** Limits of POST /api/audio/transcribe (multipart, one file in field `audio`, text field `language`). */
export const AUDIO_UPLOAD = {
  field: 'audio',
  maxBytes: 25 * 1024 * 1024,
  /** Judged by the file's first bytes on the server; anything else answers 415. */
  formats: ['webm', 'ogg', 'wav', 'mp3', 'm4a'],
} as const;

export type AudioFormat = (typeof AUDIO_UPLOAD.formats)[number];

export interface TranscriptionResponse {
  text: string;
  /** The engine that wrote the text: `openai` is the configured OpenAI-compatible endpoint. */
  provider: string;
}

/** The sentence of the 501 a server without a transcription endpoint answers. */
export const TRANSCRIPTION_NOT_CONFIGURED = 'Voice transcription is not configured on this server.';

/** ISO 639-1 code of each voice input language (what Whisper and SpeechRecognition take); Auto has none. */
export const VOICE_LANGUAGE_CODES: Record<Exclude<(typeof VOICE_INPUT_LANGUAGES)[number], 'Auto'>, string> = {
  English: 'en',
  German: 'de',
  Spanish: 'es',
  French: 'fr',
  Chinese: 'zh',
  Japanese: 'ja',
  Korean: 'ko',
  Portuguese: 'pt',
  Russian: 'ru',
  Italian: 'it',
  Dutch: 'nl',
  Hindi: 'hi',
  Arabic: 'ar',
  Vietnamese: 'vi',
};

/** The code for a voice input language name or code; undefined for Auto, empty or unknown. */
export function voiceLanguageCode(language: string | undefined | null): string | undefined {
  const value = language?.trim();
  if (!value || value === 'Auto') return undefined;
  if (value in VOICE_LANGUAGE_CODES) return VOICE_LANGUAGE_CODES[value as keyof typeof VOICE_LANGUAGE_CODES];
  const code = value.toLowerCase();
  return Object.values(VOICE_LANGUAGE_CODES).includes(code) ? code : undefined;
}

/** GET /api/diagnostic/capture: the engines in use on this server. */
export interface CaptureEngines {
  transcription: { engine: 'endpoint'; model: string } | { engine: 'none' };
  ocr: { engine: 'tesseract' | 'google-vision' };
  /** What the summary engine in use honours (read from the configuration; nothing is called). */
  summaries?: EngineCapabilities;
  /**
   * The engine writing summaries and reports: "offline", "openai", "local-model" (in-process
   * GGUF) or "ollama", and its model.
   */
  summaryEngine?: { engine: string; model: string };
}
