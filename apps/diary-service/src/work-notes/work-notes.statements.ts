// Plain statements of work_notes that the benchmark's bare baseline (tools/bench/api) runs too,
// so both sides measure the same SQL. No imports: the bench loads the built file as it is.

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
