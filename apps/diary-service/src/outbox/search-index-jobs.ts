// The one place that builds search-index jobs (SearchIndexJob, libs/contracts-server/src/messaging.ts): a
// note's writes, a record's summary, tags and delete, the import and the reindex pages all make
// them here, so a job's shape changes in one file.
import type { SearchIndexJob } from '@diary/contracts/server';
import type { EmitEvent } from './outbox.service';

type NoteUpsertJob = Extract<SearchIndexJob, { kind: 'note.upsert' }>;

/** A note as the index holds it: the note.upsert job's fields, its instant a Date. */
export type IndexedNote = Omit<NoteUpsertJob, 'kind' | 'version' | 'timestamp'> & { timestamp: Date };

/** A record's summary as the index holds it; `startTime` is the record's. */
export interface IndexedSummary {
  userId: string;
  recordId: string;
  date: string;
  subject: string;
  description: string;
  startTime: Date;
}

export const searchIndexJob = {
  noteUpsert: ({ timestamp, ...note }: IndexedNote, version: number): SearchIndexJob => ({
    kind: 'note.upsert',
    version,
    ...note,
    timestamp: timestamp.toISOString(),
  }),
  noteDelete: (userId: string, noteId: string, version: number): SearchIndexJob => ({
    kind: 'note.delete',
    version,
    userId,
    noteId,
  }),
  summaryUpsert: (s: IndexedSummary, version: number): SearchIndexJob => ({
    kind: 'summary.upsert',
    version,
    userId: s.userId,
    recordId: s.recordId,
    date: s.date,
    subject: s.subject,
    description: s.description,
    timestamp: s.startTime.toISOString(),
  }),
  recordDelete: (userId: string, recordId: string, version: number): SearchIndexJob => ({
    kind: 'record.delete',
    version,
    userId,
    recordId,
  }),
  /** All of the record's tags (an empty list clears them). */
  recordTags: (userId: string, recordId: string, tags: string[], version: number): SearchIndexJob => ({
    kind: 'record.tags',
    version,
    userId,
    recordId,
    tags,
  }),
};

/** Queues an index job through the outbox, in the caller's transaction. */
export function emitIndexJob(emit: EmitEvent, job: SearchIndexJob): void {
  emit({ kind: 'search_index', userId: job.userId, payload: job });
}
