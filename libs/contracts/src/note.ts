// A note's one shape on the wire: the API's answer (WorkNote) is this schema, and the archive's
// note (ExportedNote), the fields a person sets with a request (NoteAttributes) and a search-index
// job's note (NoteIndexJobFields, @diary/contracts/server) are derived from it, so a field added to
// a note is added here. Every reader parses with these.
import { z } from 'zod';
import { NoteRevision, SealedEnvelope } from './note-writes';

export const WorkNote = z.object({
  id: z.string(),
  userId: z.string(),
  /** Markdown (CommonMark with GitHub's tables, task lists, strikethrough, autolinks), stored verbatim. */
  content: z.string(),
  /** When the note was written. */
  timestamp: z.string(),
  /** When its text last changed; later than `timestamp` once the note was edited. */
  updatedAt: z.string(),
  workRecordId: z.string(),
  /**
   * A sealed note's envelope (encrypted in the browser; `content` is then ""); absent on an open
   * note. See SealedEnvelope in note-writes.ts.
   */
  sealed: SealedEnvelope.optional(),
});
export type WorkNote = z.infer<typeof WorkNote>;

/**
 * What a person sets on a note besides its text, time and seal (none yet): POST and PATCH
 * /api/work-notes take these fields as WorkNote names them, and the diary stores them as they come.
 */
export const NoteAttributes = WorkNote.pick({});
export type NoteAttributes = z.infer<typeof NoteAttributes>;

/**
 * A note in the JSON export: the note without what the archive's record already says (its user
 * and record) and without `updatedAt` (its versions are `revisions`).
 */
export const ExportedNote = WorkNote.omit({ userId: true, workRecordId: true, updatedAt: true }).extend({
  /** Its earlier versions, newest first (absent in archives made before edit history). */
  revisions: z.array(NoteRevision).optional(),
});
export type ExportedNote = z.infer<typeof ExportedNote>;
