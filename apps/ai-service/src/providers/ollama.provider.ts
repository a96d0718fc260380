// An Ollama server through its own HTTP API (POST /api/chat), the answer held to the JSON schema
// by Ollama's `format`; reading, repairing and falling back are model.provider.ts's.
import { ProviderError } from './ai-provider';
import { ModelProvider, type ChatMessage } from './model.provider';
import type { JsonSchemaSpec } from './summary-schema';

export interface OllamaProviderOptions {
  /** e.g. http://ollama:11434 */
  url: string;
  model: string;
  timeoutMs: number;
  timeZone: string;
}

interface ChatReply {
  message?: { content?: string };
  error?: string;
}

export class OllamaProvider extends ModelProvider {
  readonly name = 'ollama';
  readonly model: string;

  constructor(private readonly opts: OllamaProviderOptions) {
    super(opts.timeZone);
    this.model = opts.model;
  }

  protected async generate(messages: ChatMessage[], schema: JsonSchemaSpec): Promise<string | null> {
    const reply = await this.chat({ messages, format: schema.schema, options: { temperature: 0.2 } });
    return reply.message?.content ?? null;
  }

  async ping(): Promise<string> {
    const reply = await this.chat({
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
      options: { num_predict: 8 },
    });
    if (typeof reply.message?.content !== 'string')
      throw new ProviderError('The Ollama server answered without a message.');
    return `Ollama connection successful (model ${this.model}).`;
  }

  private async chat(body: Record<string, unknown>): Promise<ChatReply> {
    let res: Response;
    try {
      res = await fetch(new URL('/api/chat', this.opts.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: this.model, stream: false, ...body }),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new ProviderError('The Ollama server did not answer in time.');
      throw new ProviderError(
        `The Ollama server is not reachable (${err instanceof Error ? err.message : String(err)}).`,
      );
    }
    const text = await res.text().catch(() => '');
    let json: ChatReply = {};
    try {
      json = JSON.parse(text) as ChatReply;
    } catch {
      // an answer that is not JSON: its status says what happened
    }
    if (!res.ok)
      throw new ProviderError(
        `The Ollama server answered with an error (${res.status}${json.error ? `: ${json.error}` : ''}).`,
      );
    return json;
  }
}
