// Speech to text through an OpenAI-compatible transcription endpoint (OpenAI's, or a self-hosted
// Whisper server), with the client library loaded on first use. Null when none is configured.
import type OpenAI from 'openai';
import type { AiConfig } from '../config';

export interface TranscriptionRequest {
  audio: Buffer;
  fileName: string;
  mimeType: string;
  /** ISO 639-1 code; omitted lets the endpoint detect the language. */
  language?: string;
}

export interface Transcriber {
  readonly name: string;
  readonly model: string;
  transcribe(request: TranscriptionRequest): Promise<string>;
}

export const TRANSCRIBER = Symbol('TRANSCRIBER');

/** The endpoint failed or did not answer (not the caller's fault). */
export class TranscriptionError extends Error {
  override readonly name = 'TranscriptionError';
}

export interface TranscriptionSettings {
  model: string;
  baseURL?: string;
  apiKey?: string;
}

/** What the environment configures, or null: a model is needed, and an endpoint (a base URL or a key). */
export function transcriptionSettings(config: AiConfig): TranscriptionSettings | null {
  const model = config.OPENAI_TRANSCRIBE_MODEL;
  const baseURL = config.OPENAI_TRANSCRIBE_BASE_URL ?? config.OPENAI_BASE_URL;
  const apiKey = config.OPENAI_TRANSCRIBE_API_KEY ?? config.OPENAI_API_KEY;
  if (!model || (!baseURL && !apiKey)) return null;
  return { model, baseURL, apiKey };
}

export function createTranscriber(config: AiConfig): Transcriber | null {
  const settings = transcriptionSettings(config);
  return settings
    ? new OpenAiTranscriber(settings, config.OPENAI_TIMEOUT_MS, config.OPENAI_MAX_RETRIES)
    : null;
}

export class OpenAiTranscriber implements Transcriber {
  readonly name = 'openai';
  readonly model: string;
  private client?: Promise<{ client: OpenAI; sdk: typeof import('openai') }>;

  constructor(
    private readonly settings: TranscriptionSettings,
    private readonly timeoutMs: number,
    private readonly maxRetries: number,
  ) {
    this.model = settings.model;
  }

  private connect(): Promise<{ client: OpenAI; sdk: typeof import('openai') }> {
    this.client ??= import('openai').then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        // A self-hosted Whisper server needs no key, but the client insists on one.
        apiKey: this.settings.apiKey ?? 'not-needed',
        baseURL: this.settings.baseURL,
        timeout: this.timeoutMs,
        maxRetries: this.maxRetries,
      }),
    }));
    return this.client;
  }

  async transcribe(request: TranscriptionRequest): Promise<string> {
    const { client, sdk } = await this.connect();
    try {
      const file = await sdk.toFile(request.audio, request.fileName, { type: request.mimeType });
      const result = await client.audio.transcriptions.create({
        file,
        model: this.model,
        response_format: 'json',
        ...(request.language ? { language: request.language } : {}),
      });
      return typeof result.text === 'string' ? result.text.trim() : '';
    } catch (err) {
      if (err instanceof sdk.APIConnectionTimeoutError)
        throw new TranscriptionError('The transcription service did not answer in time.');
      if (err instanceof sdk.APIError && err.status)
        throw new TranscriptionError(`The transcription service answered with an error (${err.status}).`);
      throw new TranscriptionError(
        `The transcription service is not reachable (${err instanceof Error ? err.message : String(err)}).`,
      );
    }
  }
}
