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
