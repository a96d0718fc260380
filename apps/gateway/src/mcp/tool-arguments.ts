// The MCP tools' arguments (contract, round four: dates yyyy-MM-dd). The SDK checks a call's
// arguments against these before the tool runs and answers a failure as a tool error carrying
// these sentences; what only the owning service can judge (a tag's length, a range's size, a
// Monday) it refuses itself, and its sentence becomes the tool error.
import { z } from 'zod/v3';
import { ASK_MAX_LENGTH, isDayKey, NOTE_MAX_LENGTH } from '@diary/contracts';

const day = (name: string) =>
  z
    .string({ required_error: `${name} is required: a day written as yyyy-MM-dd, like 2024-05-31.` })
    .refine(isDayKey, { message: `${name} must be a real day written as yyyy-MM-dd, like 2024-05-31.` })
    .describe('A day, written as yyyy-MM-dd');

const text = (name: string, max: number, what: string) =>
  z
    .string({ required_error: `${name} is required.` })
    .trim()
    .min(1, { message: `${name} needs at least one character besides spaces.` })
    .max(max, { message: `${name} can be at most ${max} characters long.` })
    .describe(what);

export const TOOL_ARGUMENTS = {
  get_day: { date: day('date') },
  list_sessions: {
    from: day('from'),
    to: day('to'),
    tag: z.string().optional().describe('Only sessions carrying this tag'),
  },
  search_notes: { query: text('query', 500, 'Words to find in notes and summaries') },
  ask: {
    question: text('question', ASK_MAX_LENGTH, 'A question about your diary, in plain words'),
    today: day('today').optional().describe('Your today (yyyy-MM-dd); your time zone’s today when absent'),
  },
  get_standup: { date: day('date') },
  get_week_review: { monday: day('monday').describe('The Monday the week starts on (yyyy-MM-dd)') },
  get_timesheet: {
    from: day('from'),
    to: day('to'),
    project: z.string().optional().describe('A project’s name or id'),
    client: z.string().optional().describe('A client’s name'),
  },
  start_session: {
    tags: z.array(z.string()).optional().describe('Tags for the session, like ["meetings"]'),
    project: z.string().optional().describe('A project’s name or id'),
  },
  stop_session: {},
  add_note: {
    content: text('content', NOTE_MAX_LENGTH, 'The note, in Markdown'),
    date: day('date').optional().describe('The day to file it under (yyyy-MM-dd); today when absent'),
  },
} satisfies Record<string, z.ZodRawShape>;
