// The MCP tools (contract, round four, "Where you work"): each is one or two calls of the REST API
// as its caller, and answers with the API's own JSON. Read tools need any API token; write tools
// a write token (mcp-server.ts registers them only then, and the services refuse a read token's
// writes anyway).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/v3';
import {
  normalizeTag,
  type AskResponse,
  type DailyReport,
  type DayResponse,
  type McpToolName,
  type SearchResult,
  type TimesheetResponse,
  type WeekReport,
  type WorkNote,
  type WorkRecord,
} from '@diary/contracts';
import type { CallerApi } from './caller-api';
import { callerToday, projectIdFor } from './caller-context';
import { TOOL_ARGUMENTS } from './tool-arguments';

type Args<N extends McpToolName> = z.objectOutputType<(typeof TOOL_ARGUMENTS)[N], z.ZodTypeAny>;

export interface McpTool<N extends McpToolName = McpToolName> {
  title: string;
  description: string;
  run(api: CallerApi, args: Args<N>): Promise<unknown>;
}

const read = { readOnlyHint: true, openWorldHint: false } as const;

export const TOOLS: { [N in McpToolName]: McpTool<N> & { annotations?: Record<string, boolean> } } = {
  get_day: {
    title: 'A day of your diary',
    description: "A day's work sessions with their notes, summaries, tags and total minutes.",
    run: async (api, { date }) => withoutSealed(await api.get<DayResponse>(`/api/work-records/${date}`)),
    annotations: read,
  },
  list_sessions: {
    title: 'Work sessions of a range of days',
    description: 'The work sessions from one day to another (both included, at most 62 days), oldest first.',
    run: async (api, { from, to, tag }) => {
      const records = await api.get<WorkRecord[]>('/api/work-records', { from, to });
      const wanted = tag === undefined ? undefined : normalizeTag(tag);
      return withoutSealed({ records: records.filter((r) => !wanted || r.tags.includes(wanted)) }).records;
    },
    annotations: read,
  },
  search_notes: {
    title: 'Search your notes',
    description: 'Notes and summaries that match the words, best first (at most 50).',
    run: (api, { query }) => api.get<SearchResult[]>('/api/search', { q: query }),
    annotations: read,
  },
  ask: {
    title: 'Ask your diary',
    description:
      'A question about your own diary ("How long did I spend on #acme last week?"), answered with figures and the sessions behind them.',
    run: async (api, { question, today }) =>
      api.post<AskResponse>('/api/ask', { question, today: today ?? (await callerToday(api)) }),
    annotations: read,
  },
  get_standup: {
    title: "A day's stand-up",
    description: "The day's report: what was done, decided, blocked and next, with minutes per tag.",
    run: (api, { date }) => api.get<DailyReport>(`/api/reports/${date}`),
    annotations: read,
  },
  get_week_review: {
    title: 'A weekly review',
    description:
      'The review of the week that starts on that Monday; status "none" when none was written yet.',
    run: (api, { monday }) => api.get<WeekReport>(`/api/reports/week/${monday}`),
    annotations: read,
  },
  get_timesheet: {
    title: 'Timesheet',
    description: 'Billable rows of the sessions from one day to another, with totals per project and client.',
    run: async (api, { from, to, project, client }) =>
      api.get<TimesheetResponse>('/api/timesheet', {
        from,
        to,
        projectId: project === undefined ? undefined : await projectIdFor(api, project),
        client,
      }),
    annotations: read,
  },
  start_session: {
    title: 'Start a work session',
    description: 'Starts timing a work session now, with tags and a project if given.',
    run: async (api, { tags, project }) =>
      api.post<WorkRecord>('/api/work-records', {
        startTime: new Date().toISOString(),
        date: await callerToday(api),
        isActive: true,
        tags,
        projectId: project === undefined ? undefined : await projectIdFor(api, project),
      }),
  },
  stop_session: {
    title: 'Stop the work session',
    description: 'Stops the running work session now.',
    run: async (api) => {
      const active = await api.get<WorkRecord | null>('/api/work-records/active');
      if (!active) throw new Error('No work session is running.');
      return api.patch<WorkRecord>(`/api/work-records/${active.id}`, {
        endTime: new Date().toISOString(),
        isActive: false,
      });
    },
  },
  add_note: {
    title: 'Add a note',
    description:
      "Adds a note to today's running session (starting one when none runs), or to the last session of an earlier day.",
    run: async (api, { content, date }) => {
      const today = await callerToday(api);
      const record = await noteTarget(api, date ?? today, today);
      return api.post<WorkNote>('/api/work-notes', {
        workRecordId: record.id,
        content,
        clientId: randomUUID(),
      });
    },
  },
};

/** As the web's editor files a note: today into the running session, else the day's last session. */
async function noteTarget(api: CallerApi, date: string, today: string): Promise<WorkRecord> {
  if (date === today) {
    const active = await api.get<WorkRecord | null>('/api/work-records/active');
    return (
      active ??
      api.post<WorkRecord>('/api/work-records', { startTime: new Date().toISOString(), date, isActive: true })
    );
  }
  const { records } = await api.get<DayResponse>(`/api/work-records/${date}`);
  const last = [...records].sort((a, b) => a.startTime.localeCompare(b.startTime)).at(-1);
  if (!last) throw new Error(`There is no work session on ${date} to add the note to.`);
  return last;
}

/** Sealed notes never leave the diary through MCP (contract, "Private and permanent"). */
function withoutSealed<T extends { records: WorkRecord[] }>(day: T): T {
  const open = (n: WorkNote) => !(n as WorkNote & { sealed?: unknown }).sealed;
  return { ...day, records: day.records.map((r) => ({ ...r, notes: r.notes.filter(open) })) };
}
