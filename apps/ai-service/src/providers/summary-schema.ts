// The JSON shape every model engine is held to: a session summary is the offline writer's shape
// (a subject and the four stand-up sections, each line naming the notes it came from); a daily
// report or weekly review is a subject, bullets and insights. One JSON Schema per request, given to
// the engine's structured-output mode (OpenAI response_format, Ollama format, llama.cpp grammar),
// and one zod schema that checks whatever came back.
import { z } from 'zod';
import { SUMMARY_SECTION_NAMES } from '@diary/contracts';

export const MAX_SECTION_LINES = 8;

/** Text cut to a length rather than refused: a long answer is still an answer. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .transform((s) => (s.length > max ? `${s.slice(0, max - 1)}…` : s));

const line = z.object({
  text: text(400),
  noteIds: z.array(z.string()).max(20).default([]),
});

/** Lenient on purpose: empty lines and foreign note ids are dropped afterwards, not refused. */
export const modelSummarySchema = z.object({
  subject: z.string().trim().min(1).pipe(text(200)),
  sections: z.object({
    done: z.array(line).max(40).default([]),
    decided: z.array(line).max(40).default([]),
    blocked: z.array(line).max(40).default([]),
    next: z.array(line).max(40).default([]),
  }),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

export interface JsonSchemaSpec {
  name: string;
  schema: Record<string, unknown>;
}

/**
 * The summary schema for one session: noteIds may only be that session's note ids (an enum), so
 * an engine that enforces the schema cannot name another note. Strict-mode rules (every property
 * required, nothing extra) hold, as OpenAI's json_schema needs them.
 */
export function sessionSummaryJsonSchema(noteIds: string[]): JsonSchemaSpec {
  const ids = [...new Set(noteIds)];
  const lineSchema = {
    type: 'object',
    properties: {
      text: { type: 'string' },
      noteIds: { type: 'array', items: ids.length ? { type: 'string', enum: ids } : { type: 'string' } },
    },
    required: ['text', 'noteIds'],
    additionalProperties: false,
  };
  const section = { type: 'array', items: lineSchema };
  return {
    name: 'session_summary',
    schema: {
      type: 'object',
      properties: {
        subject: { type: 'string' },
        sections: {
          type: 'object',
          properties: Object.fromEntries(SUMMARY_SECTION_NAMES.map((n) => [n, section])),
          required: [...SUMMARY_SECTION_NAMES],
          additionalProperties: false,
        },
      },
      required: ['subject', 'sections'],
      additionalProperties: false,
    },
  };
}

export const reportSchema = z.object({
  subject: z.string().trim().min(1).pipe(text(200)),
  bullets: z.array(text(400)).max(20),
  insights: z.array(text(400)).max(10),
});
export type ModelReport = z.infer<typeof reportSchema>;

const stringArray = { type: 'array', items: { type: 'string' } } as const;

/** `name`: daily_report, or a period review's (weekly_review, …). */
export const reportJsonSchema = (name: string): JsonSchemaSpec => ({
  name,
  schema: {
    type: 'object',
    properties: { subject: { type: 'string' }, bullets: stringArray, insights: stringArray },
    required: ['subject', 'bullets', 'insights'],
    additionalProperties: false,
  },
});
