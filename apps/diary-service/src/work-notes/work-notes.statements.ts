// Plain statements of work_notes that the benchmark's bare baseline (tools/bench/api) runs too,
// so both sides measure the same SQL, with the parameters of each beside it (a column added is
// added here once). No imports: the bench loads the built file as it is.

/** The columns of a note that its view reads (NoteFields, work-note.view.ts), named as it names them. */
export const NOTE_COLUMNS = `id, user_id AS "userId", work_record_id AS "workRecordId", content, timestamp,
  edited_at AS "editedAt", sealed`;

/** The notes of some of a user's records, oldest first. */
export const RECORD_NOTES_SQL = `SELECT ${NOTE_COLUMNS}
  FROM work_notes WHERE user_id = $1 AND work_record_id = ANY($2::uuid[]) ORDER BY timestamp, id`;

/**
 * The one INSERT of work_notes: adds notes given as parallel arrays (one note, or an import's chunk).
 * A note whose clientId the user already has is not added (a copy sent twice): RETURNING gives the
 * ids that were added.
 */
export const INSERT_NOTES_SQL = `INSERT INTO work_notes (id, user_id, work_record_id, content, timestamp, updated_at, client_id, sealed)
  SELECT t.id, t.user_id, t.record_id, t.content, t.timestamp, t.updated_at, t.client_id, t.sealed::jsonb
  FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::uuid[], $8::text[])
    AS t(id, user_id, record_id, content, timestamp, updated_at, client_id, sealed)
  ON CONFLICT (user_id, client_id) DO NOTHING
  RETURNING id`;

/** A note as the INSERT and UPDATE take it (NewNote, work-notes.repository.ts). */
interface NoteParams {
  id: string;
  userId: string;
  workRecordId: string;
  content: string;
  timestamp: Date;
  updatedAt: Date;
  clientId?: string | null;
  sealed?: object | null;
}

/** INSERT_NOTES_SQL's parameters: one array per column, the notes in order. */
export const insertNotesParams = (notes: NoteParams[]): unknown[] => [
  notes.map((n) => n.id),
  notes.map((n) => n.userId),
  notes.map((n) => n.workRecordId),
  notes.map((n) => n.content),
  notes.map((n) => n.timestamp),
  notes.map((n) => n.updatedAt),
  notes.map((n) => n.clientId ?? null),
  notes.map((n) => (n.sealed ? JSON.stringify(n.sealed) : null)),
];

/** A note's edit: its text, or its envelope (sealed, with content ''; null opens it). */
export const UPDATE_NOTE_SQL = `UPDATE work_notes SET content = $3, sealed = $4, updated_at = $5, edited_at = $5
  WHERE id = $1 AND user_id = $2`;

export const updateNoteParams = (note: NoteParams): unknown[] => [
  note.id,
  note.userId,
  note.content,
  note.sealed ? JSON.stringify(note.sealed) : null,
  note.updatedAt,
];
