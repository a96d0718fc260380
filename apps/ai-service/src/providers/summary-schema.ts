// The JSON shape every model engine is held to: a session summary is the offline writer's shape
// (a subject and the four stand-up sections, each line naming the notes it came from); a daily
// report or weekly review is a subject, bullets and insights. One JSON Schema per request, given to
// the engine's structured-output mode (OpenAI response_format, Ollama format, llama.cpp grammar),
// generated (zod-to-json-schema) from the zod schema that checks whatever came back.
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

export const MAX_SECTION_LINES = 8;

/** Text cut to a length rather than refused: a long answer is still an answer. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .transform((s) => (s.length > max ? `${s.slice(0, max - 1)}…` : s));

/** A line; its note ids are any text when read back (foreign ones are dropped afterwards). */
const lineOf = (noteId: z.ZodTypeAny) =>
  z.object({
    text: text(400),
    noteIds: z.array(noteId).max(20).default([]),
  });

const summaryOf = (noteId: z.ZodTypeAny) => {
  const line = lineOf(noteId);
  return z.object({
    subject: z.string().trim().min(1).pipe(text(200)),
    sections: z.object({
      done: z.array(line).max(40).default([]),
      decided: z.array(line).max(40).default([]),
      blocked: z.array(line).max(40).default([]),
      next: z.array(line).max(40).default([]),
    }),
  });
};

/** Lenient on purpose: empty lines and foreign note ids are dropped afterwards, not refused. */
export const modelSummarySchema = summaryOf(z.string());
export type ModelSummary = z.infer<typeof modelSummarySchema>;

export interface JsonSchemaSpec {
  name: string;
  schema: Record<string, unknown>;
}

/** The keywords every engine's structured-output mode takes (OpenAI strict mode refuses others). */
const ENGINE_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum']);

/**
 * OpenAI's strict json_schema rules over a node of zod-to-json-schema's output: every property
 * required (a defaulted one too: the engine writes it), nothing extra, and only the keywords above
 * (the zod schema's lengths and trims are applied when the answer is read, not by the engine).
 */
function strictNode(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!ENGINE_KEYWORDS.has(key)) continue;
    if (key === 'properties')
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, strictNode(v)]),
      );
    else if (key === 'items') out[key] = strictNode(value);
    else out[key] = value;
  }
  if (out.type === 'object') {
    out.required = Object.keys((out.properties as Record<string, unknown> | undefined) ?? {});
    out.additionalProperties = false;
  }
  return out;
}

/** The JSON Schema an engine is held to, generated from the zod schema that reads its answer. */
export function engineJsonSchema(name: string, schema: z.ZodTypeAny): JsonSchemaSpec {
  // zod-to-json-schema types its argument with zod/v3's declarations, the same classes as zod's but
  // compared structurally by the compiler, which overflows: the cast names its own type.
  const generated: unknown = zodToJsonSchema(schema as unknown as Parameters<typeof zodToJsonSchema>[0], {
    $refStrategy: 'none',
    effectStrategy: 'input',
    pipeStrategy: 'input',
  });
  return { name, schema: strictNode(generated) as Record<string, unknown> };
}

/**
 * The summary schema for one session: noteIds may only be that session's note ids (an enum), so
 * an engine that enforces the schema cannot name another note. Strict-mode rules (every property
 * required, nothing extra) hold, as OpenAI's json_schema needs them.
 */
export function sessionSummaryJsonSchema(noteIds: string[]): JsonSchemaSpec {
  const ids = [...new Set(noteIds)];
  const noteId = ids.length ? z.enum(ids as [string, ...string[]]) : z.string();
  return engineJsonSchema('session_summary', summaryOf(noteId));
}

export const reportSchema = z.object({
  subject: z.string().trim().min(1).pipe(text(200)),
  bullets: z.array(text(400)).max(20),
  insights: z.array(text(400)).max(10),
});
export type ModelReport = z.infer<typeof reportSchema>;

/** `name`: daily_report, or a period review's (weekly_review, monthly_review, …). */
export const reportJsonSchema = (name: string): JsonSchemaSpec => engineJsonSchema(name, reportSchema);
