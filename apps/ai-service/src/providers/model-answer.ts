// Reading a model's answer: JSON as sent, else repaired (code fences, trailing commas, a reply cut
// off mid-string by a token limit) by jsonrepair, then checked against the zod schema.
import { jsonrepair } from 'jsonrepair';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

function toJson(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(jsonrepair(text));
    } catch {
      return undefined;
    }
  }
}

export function parseModelAnswer<S extends z.ZodTypeAny>(
  content: string | null | undefined,
  schema: S,
): Parsed<z.infer<S>> {
  if (!content?.trim()) return { ok: false, problem: 'an empty answer' };
  const json = toJson(content);
  if (json === undefined) return { ok: false, problem: 'an answer that is not JSON' };
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: `${issue?.path.join('.') || 'answer'} ${issue?.message ?? 'invalid'}` };
}
