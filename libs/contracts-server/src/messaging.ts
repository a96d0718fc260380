// Names of Redis channels and BullMQ queues, and the jobs that travel on them. Every name is
// prefixed at run time with REDIS_PREFIX (see @diary/server-core redis helpers).
import { z } from 'zod';
import { TAG_MAX_LENGTH, TAGS_MAX_PER_RECORD, WorkNote } from '@diary/contracts';

/** Pub/sub channel of one user's live events; the gateway pattern-subscribes to `events:user:*`. */
export const userEventsChannel = (userId: string) => `events:user:${userId}`;
export const USER_EVENTS_PATTERN = 'events:user:*';

export const QUEUES = {
  /** diary → search: notes and summaries to index. */
  searchIndex: 'search-index',
  /** ai: one job per record summary. */
  summaries: 'ai-summaries',
  /** ai: one job per daily report. */
  reports: 'ai-reports',
  /** ai: weekly reviews (one job per user and week) and the Monday schedule. */
  weeklyReports: 'ai-weekly-reports',
  /**
   * diary → ai: a session stopped or a past session was added; the ai service queues its summary
   * (when the user's autoSummarize is on) and then rewrites the day's report.
   */
  summaryRequests: 'ai-summary-requests',
  /**
   * diary (through its outbox) and ai → diary: something a user's webhooks may subscribe to
   * happened; the diary fans it out to a delivery job per subscribed webhook.
   */
  webhookEvents: 'webhook-events',
  /** diary: one signed POST to one webhook, retried with backoff for 24 h. */
  webhookDeliveries: 'webhook-deliveries',
} as const;

/** The W3C trace context (traceparent, tracestate) of the change that queued a job, while tracing is on. */
export type TraceCarrier = Record<string, string>;

/** A queued job's data with the trace of the change that caused it (docs/observability.md). */
export type Traced<T> = T & { trace?: TraceCarrier };

const version = z.number().int().nonnegative();
const id = z.string().uuid();
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().datetime({ offset: true });

/**
 * What a note.upsert job carries of the note (WorkNote, @diary/contracts): all of its own fields,
 * its time an ISO instant; not its ids (the job names them), its edit time (the job's version) or
 * an envelope (a sealed note is never indexed).
 */
export const NoteIndexJobFields = WorkNote.omit({
  id: true,
  userId: true,
  workRecordId: true,
  updatedAt: true,
  sealed: true,
}).extend({ timestamp: instant });

/**
 * Index updates, checked by the search service with this schema before they touch the index.
 * `version` is the change's time in epoch ms on the diary's clock: the index applies an update only
 * when it is not older than what it holds for that document, so retries and out-of-order delivery
 * are harmless (idempotent, in order per document).
 */
export const SearchIndexJob = z.discriminatedUnion('kind', [
  NoteIndexJobFields.extend({
    kind: z.literal('note.upsert'),
    version,
    userId: id,
    noteId: id,
    recordId: id,
    date: dayKey,
  }),
  z.object({ kind: z.literal('note.delete'), version, userId: id, noteId: id }),
  z.object({
    kind: z.literal('summary.upsert'),
    version,
    userId: id,
    recordId: id,
    date: dayKey,
    subject: z.string(),
    description: z.string(),
    timestamp: instant,
  }),
  z.object({ kind: z.literal('record.delete'), version, userId: id, recordId: id }),
  /** A record's tags (all of them; an empty list clears them), for GET /api/search?tag=. */
  z.object({
    kind: z.literal('record.tags'),
    version,
    userId: id,
    recordId: id,
    tags: z.array(z.string().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX_PER_RECORD),
  }),
]);
export type SearchIndexJob = z.infer<typeof SearchIndexJob>;

export interface SummaryJob {
  userId: string;
  recordId: string;
  date: string;
}

/** A job of QUEUES.summaryRequests, sent through the diary's outbox so that none is lost. */
export interface SummaryRequestJob {
  userId: string;
  recordId: string;
  /** The record's day key. */
  date: string;
  /**
   * A running session was stopped, or a finished one was added (its notes may follow: written
   * later), or a note of a stopped session was added, edited or deleted (sent debounced).
   */
  reason: 'stopped' | 'added' | 'edited';
}

export interface ReportJob {
  userId: string;
  date: string;
}

/** Header that carries the shared secret on service-to-service calls to /internal routes. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const REQUEST_ID_HEADER = 'x-request-id';
