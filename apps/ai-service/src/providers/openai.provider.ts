// Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio…) through the official client,
// held to the answer's JSON schema (response_format json_schema); reading, repairing and falling
// back are model.provider.ts's.
import type OpenAI from 'openai';
import { ProviderError } from './ai-provider';
import { ModelProvider, type ChatMessage } from './model.provider';
import type { JsonSchemaSpec } from './summary-schema';

export interface OpenAiProviderOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** Retries of the client itself (connection errors, 408/409/429/5xx). */
  maxRetries: number;
  /** The zone times are written in when the user has none (SUMMARY_TIME_ZONE). */
  timeZone?: string;
}

export class OpenAiProvider extends ModelProvider {
  readonly name = 'openai';
  readonly model: string;
  private client?: Promise<{ client: OpenAI; sdk: typeof import('openai') }>;

  constructor(private readonly opts: OpenAiProviderOptions) {
    super(opts.timeZone ?? 'UTC');
    this.model = opts.model;
  }

  /** The client library is loaded on the first call, not at boot (it is large; issue 24). */
  private connect(): Promise<{ client: OpenAI; sdk: typeof import('openai') }> {
    this.client ??= import('openai').then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        // Local servers (Ollama, LM Studio) need no key, but the client insists on one.
        apiKey: this.opts.apiKey ?? 'not-needed',
        baseURL: this.opts.baseURL,
        timeout: this.opts.timeoutMs,
        maxRetries: this.opts.maxRetries,
        fetch: sameRealmAbortErrors,
      }),
    }));
    return this.client;
  }

  /** Structured output (response_format json_schema, strict); servers without it answer free text, repaired after. */
  protected async generate(messages: ChatMessage[], schema: JsonSchemaSpec): Promise<string | null> {
    const completion = await this.call({
      model: this.model,
      messages,
      temperature: 0.2,
      response_format: {
        type: 'json_schema',
        json_schema: { name: schema.name, strict: true, schema: schema.schema },
      },
    });
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) throw new ProviderError(`The AI provider refused: ${message.refusal}`);
    return message?.content ?? null;
  }

  async ping(): Promise<string> {
    const completion = await this.call({
      model: this.model,
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
    });
    if (!completion.choices?.length) throw new ProviderError('The AI provider answered without a message.');
    return `OpenAI-compatible API connection successful (model ${this.model}).`;
  }

  private async call(
    body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  ): Promise<OpenAI.Chat.ChatCompletion> {
    const { client, sdk } = await this.connect();
    try {
      return await client.chat.completions.create(body);
    } catch (err) {
      if (err instanceof sdk.APIConnectionTimeoutError)
        throw new ProviderError('The AI provider did not answer in time.');
      if (err instanceof sdk.APIError && err.status) {
        throw new ProviderError(
          `The AI provider answered with an error (${err.status}${err.message ? `: ${err.message}` : ''}).`,
        );
      }
      throw new ProviderError(
        `The AI provider is not reachable (${err instanceof Error ? err.message : String(err)}).`,
      );
    }
  }
}

/**
 * fetch, with an aborted request's DOMException re-thrown as an Error of this realm named
 * AbortError: the client tells a timeout from other failures with `instanceof Error`, which a
 * DOMException from another realm (as under jest) fails, turning every timeout into "Connection error".
 */
const sameRealmAbortErrors: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (err) {
    if ((err as { name?: string } | null)?.name === 'AbortError' && !(err instanceof Error)) {
      throw Object.assign(new Error('The request was aborted.'), { name: 'AbortError' });
    }
    throw err;
  }
};
