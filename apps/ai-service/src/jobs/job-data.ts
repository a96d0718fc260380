// What travels on the ai queues, and the job ids that make a repeated request harmless.
import type { ReportJob, SummaryJob } from '@diary/contracts/server';
import type { PeriodKind } from '../write-ups/period-review-kinds';

export interface SummaryJobData extends SummaryJob {
  /** Make a new summary even when the record has one. */
  regenerate: boolean;
  /** Drop the person's edits of the summary instead of keeping them. */
  discardEdits?: boolean;
}

export interface ReportJobData extends ReportJob {
  /** The summary jobs queued with this report; it waits until they are settled. */
  summaryJobIds: string[];
  /** Drop the person's edits of the report instead of keeping them. */
  discardEdits?: boolean;
}

// BullMQ ids may not contain ':'; uuids and day keys never do.
/** The same record asked twice gives the same job, unless it is a regeneration (nonce). */
export const summaryJobId = (userId: string, recordId: string, nonce?: string) =>
  ['summary', userId, recordId, ...(nonce ? [nonce] : [])].join('_');

export const reportJobId = (userId: string, date: string, nonce?: string) =>
  ['report', userId, date, ...(nonce ? [nonce] : [])].join('_');

/**
 * A period review of one user (its kind and first day), or a kind's scheduled run for everyone who
 * wants one (named by the schedule's job: "monday" for the weekly review).
 */
export type PeriodReviewJobData = { kind: PeriodKind; userId: string; start: string } | { kind: 'monday' };

export const periodReviewJobId = (kind: PeriodKind, userId: string, start: string, nonce?: string) =>
  [kind, userId, start, ...(nonce ? [nonce] : [])].join('_');
