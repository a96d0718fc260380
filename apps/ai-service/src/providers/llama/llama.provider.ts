// The model of its own (LOCAL_MODEL): node-llama-cpp on the CPU in a worker thread, each answer
// constrained to the JSON schema by its grammar; bounds on string lengths and list sizes keep a
// small model from writing until its token limit.
import { basename } from 'node:path';
import { ModelProvider, type ChatMessage } from '../model.provider';
import type { JsonSchemaSpec } from '../summary-schema';
import { LlamaEngine } from './llama-engine';

const MAX_TEXT = 160;
const MAX_ITEMS = 6;

/**
 * The schema with every free string and list bounded (llama.cpp grammars honour both), each
 * summary line naming at least one of the session's notes, and at least one line done: a small
 * model then cannot ramble to its token limit, nor answer with nothing.
 */
export function boundedSchema(schema: unknown, key = ''): unknown {
  if (Array.isArray(schema)) return schema.map((s) => boundedSchema(s));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'enum' ? v : boundedSchema(v, k);
  if (out.type === 'string' && !out.enum) Object.assign(out, { minLength: 1, maxLength: MAX_TEXT });
  if (out.type === 'array') {
    out.maxItems = MAX_ITEMS;
    const items = out.items as { enum?: unknown[] } | undefined;
    if ((key === 'noteIds' && items?.enum?.length) || key === 'done' || key === 'bullets') out.minItems = 1;
  }
  delete out.required;
  return out;
}

export class LlamaProvider extends ModelProvider {
  readonly name = 'local-model';
  readonly model: string;
  // A constrained answer cannot be malformed; asking again would only double the wait.
  protected override readonly malformedRetries = 0;

  constructor(
    private readonly engine: LlamaEngine,
    modelName: string,
    timeZone: string,
  ) {
    super(timeZone);
    this.model = basename(modelName);
  }

  protected generate(messages: ChatMessage[], schema: JsonSchemaSpec): Promise<string | null> {
    return this.engine.generate(messages, boundedSchema(schema.schema) as Record<string, unknown>);
  }

  async ping(): Promise<string> {
    const started = Date.now();
    await this.engine.generate([{ role: 'user', content: 'Reply with the word OK.' }], {
      type: 'object',
      properties: { reply: { type: 'string', maxLength: 8 } },
    });
    return `Local model connection successful (model ${this.model}, one generation in ${Date.now() - started} ms).`;
  }
}
