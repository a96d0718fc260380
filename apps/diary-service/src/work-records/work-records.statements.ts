// Plain statements of work_records that the benchmark's bare baseline (tools/bench/api) runs too,
// so both sides measure the same SQL. No imports: the bench loads the built file as it is.

/** A user's records of one day, in start order (the day read, the most frequent request). */
export const DAY_RECORDS_SQL = `SELECT id, user_id AS "userId", start_time AS "startTime", end_time AS "endTime",
  is_active AS "isActive", to_char(date, 'YYYY-MM-DD') AS date, summary_subject AS "summarySubject",
  summary_description AS "summaryDescription", summary_structure AS "summaryStructure", tags, summary_stale AS "summaryStale",
  project_id AS "projectId", description
  FROM work_records WHERE user_id = $1 AND date = $2 ORDER BY start_time, created_at`;

/**
 * The record a new note goes to, locked until the note commits: against deletion, and against
 * another note's transaction, since each may then mark the record's summary stale. FOR SHARE let two
 * adds hold the row and then deadlock on that update (answered 500 after a second).
 */
export const NOTE_TARGET_SQL = `SELECT id, user_id AS "userId", to_char(date, 'YYYY-MM-DD') AS date
  FROM work_records WHERE id = $1 AND user_id = $2 FOR NO KEY UPDATE`;
