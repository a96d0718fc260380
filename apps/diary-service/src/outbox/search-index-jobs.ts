// The one place that builds search-index jobs (SearchIndexJob, libs/contracts-server/src/messaging.ts): a
// note's writes, a record's summary, tags and delete, the import and the reindex pages all make
// them here, so a job's shape changes in one file.
import type { z } from 'zod';
import { NoteIndexJobFields, type SearchIndexJob } from '@diary/contracts/server';
import type { NoteFields } from '../work-notes/work-note.view';
import type { EmitEvent } from './outbox.service';

type NoteUpsertJob = Extract<SearchIndexJob, { kind: 'note.upsert' }>;
type NoteIndexFields = z.infer<typeof NoteIndexJobFields>;

/** The note's own fields a note.upsert job carries (NoteIndexJobFields: its words, its time, …). */
const NOTE_INDEX_FIELDS = Object.keys(NoteIndexJobFields.shape) as Array<keyof NoteIndexFields>;

/** A note as the index holds it: its ids and its own indexed fields, its instant a Date. */
export type IndexedNote = Pick<NoteFields, 'id' | 'userId' | 'workRecordId'> &
  Omit<NoteIndexFields, 'timestamp'> & { timestamp: Date };

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
  /** A note of the record of day `date`; only its fields that the job's schema names travel. */
  noteUpsert: (note: IndexedNote, date: string, version: number): SearchIndexJob => {
    const fields = Object.fromEntries(
      NOTE_INDEX_FIELDS.map((key) => [key, key === 'timestamp' ? note.timestamp.toISOString() : note[key]]),
    ) as NoteIndexFields;
    const job: NoteUpsertJob = {
      kind: 'note.upsert',
      version,
      userId: note.userId,
      noteId: note.id,
      recordId: note.workRecordId,
      date,
      ...fields,
    };
    return job;
  },
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
