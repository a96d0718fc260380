// Request bodies of the diary service's routes (/api/work-records, /api/work-notes,
// /api/draft-notes and the internal summary route). A userId in a body is stripped: the session
// says who it is.
import type { Summary } from './diary';
import type { SealedEnvelope } from './note-writes';
import type { NoteAttributes } from './note';

/** POST /api/work-records: a started session (no endTime) or a finished one. */
export interface CreateWorkRecordRequest {
  startTime: string;
  /** Given for a finished (custom) session; absent or null for a started one. */
  endTime?: string | null;
  /** Defaults to "no end time given". */
  isActive?: boolean | null;
  /** yyyy-MM-dd in the user's local calendar. */
  date: string;
  /** Trimmed, lower-cased and de-duplicated by the service. */
  tags?: string[] | null;
  /** One of the user's projects (another's → 404). */
  projectId?: string | null;
  /** The session's own description (at most 500 characters); blank or null clears it. */
  description?: string | null;
}

/** PATCH /api/work-records/{id}: only the fields given change. */
export interface UpdateWorkRecordRequest {
  startTime?: string | null;
  /** null clears the end time (with isActive true, to resume a session). */
  endTime?: string | null;
  isActive?: boolean | null;
  /** The Sessions screen's edit dialog: added as a work note when not blank. */
  note?: string | null;
  /** Replaces the record's tags ([] clears them). */
  tags?: string[] | null;
  /** Sets the project; null clears it. */
  projectId?: string | null;
  /** The session's own description (at most 500 characters); blank or null clears it. */
  description?: string | null;
}

/** POST /api/work-notes. The record is named workRecordId, or recordId (the Sessions screen's name). */
export interface CreateWorkNoteRequest extends NoteAttributes {
  workRecordId?: string | null;
  recordId?: string | null;
  content: string;
  /** When the note was written; now when absent. */
  timestamp?: string | null;
  /**
   * The browser's own id for this note (a UUID): a repeat with the same clientId answers 200 with
   * the note made the first time and adds nothing (notes saved offline, lost answers).
   */
  clientId?: string | null;
  /** A sealed note: its envelope, with `content` "" (a sealed note with content is refused, 400). */
  sealed?: SealedEnvelope | null;
}

/** PATCH /api/work-notes/{id} */
export interface UpdateWorkNoteRequest extends NoteAttributes {
  content: string;
  /**
   * Seals the note (or seals it again after an edit) with `content` "": its earlier versions are
   * forgotten (they hold its open text). null or absent with content: the note is open.
   */
  sealed?: SealedEnvelope | null;
  /**
   * The note's `updatedAt` as the client last saw it: when the note changed since, the edit is
   * refused with 409 and the current note (NoteConflictBody). Absent: the edit wins (old clients).
   */
  baseUpdatedAt?: string | null;
}

/** POST /api/draft-notes: empty or whitespace-only content deletes the draft. */
export interface SaveDraftRequest {
  date: string;
  content: string;
}

/** PUT of a record's summary, from the ai service to the diary (internal route). */
export type StoreSummaryRequest = Summary & {
  /** A regeneration asked to drop the person's edits; otherwise their words are kept. */
  discardEdits?: boolean;
};
