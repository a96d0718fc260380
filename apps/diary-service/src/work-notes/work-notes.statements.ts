// Plain statements of work_notes that the benchmark's bare baseline (tools/bench/api) runs too,
// so both sides measure the same SQL. No imports: the bench loads the built file as it is.

/** The notes of some of a user's records, oldest first. */
export const RECORD_NOTES_SQL = `SELECT id, user_id AS "userId", work_record_id AS "workRecordId", content, timestamp,
  edited_at AS "editedAt", sealed
  FROM work_notes WHERE user_id = $1 AND work_record_id = ANY($2::uuid[]) ORDER BY timestamp, id`;

/** Adds a note (saving a note is the most frequent write). */
export const INSERT_NOTE_SQL = `INSERT INTO work_notes (id, user_id, work_record_id, content, timestamp, updated_at, sealed)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;
