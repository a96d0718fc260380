// Shapes of a note's write path beyond add, edit and delete (contract, "Private and permanent" and
// "No lost update"): an edit that names the version it was made on, a task box ticked on the
// server's text, and the versions a note had before each edit.
import { z } from 'zod';
import type { WorkNote } from './diary';

/** POST /api/work-notes/{id}/tasks/{index}: the index-th task box (0 first, in the text's order). */
export const ToggleNoteTaskRequest = z.object({ checked: z.boolean() });
export type ToggleNoteTaskRequest = z.infer<typeof ToggleNoteTaskRequest>;

/** The 409 of a PATCH whose `baseUpdatedAt` is not the note's `updatedAt`: the note as it is now. */
export interface NoteConflictBody {
  statusCode: 409;
  message: string;
  error: 'Conflict';
  note: WorkNote;
}

/** One earlier version of a note: its text before the edit made at `editedAt`. */
export const NoteRevision = z.object({
  id: z.string(),
  content: z.string(),
  editedAt: z.string(),
});
export type NoteRevision = z.infer<typeof NoteRevision>;

/** Days a deleted note or session stays in the trash before it is gone for good. */
export const TRASH_DAYS = 30;

/** GET /api/trash: a deleted note or session. */
export const TrashItem = z.object({
  id: z.string(),
  kind: z.enum(['note', 'session']),
  /** The note's or the session's own id (what it has again once restored). */
  itemId: z.string(),
  /** The day it belongs to (yyyy-MM-dd). */
  date: z.string(),
  /** Its first line, or the session's summary subject. */
  title: z.string(),
  deletedAt: z.string(),
  /** When the nightly purge takes it for good. */
  expiresAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItem>;

/** POST /api/trash/{id}/restore: what came back. */
export const TrashRestoreResult = z.object({
  kind: z.enum(['note', 'session']),
  id: z.string(),
  date: z.string(),
});
export type TrashRestoreResult = z.infer<typeof TrashRestoreResult>;
