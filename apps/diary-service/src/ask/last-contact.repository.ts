// SQL of "when did I last talk to X": the caller's newest note that names the person — in its text
// (whole words, any case) or through its session's summary, whose mentions of kind person the
// writer found (people.ts in the ai service). Only the caller's rows; a sealed note never answers
// (its text is not ours to read), and a note in the trash is no longer in work_notes.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MINUTES } from '../stats/stats.repository';

export interface LastContactRow {
  id: string;
  content: string;
  date: string;
  startTime: Date;
  endTime: Date | null;
  minutes: number;
}

// The summary's person mentions, when it has any (older summaries have no structure).
const MENTIONED = `EXISTS (
  SELECT 1 FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(r.summary_structure -> 'mentions') = 'array'
         THEN r.summary_structure -> 'mentions' ELSE '[]'::jsonb END) m
  WHERE m ->> 'kind' = 'person' AND m ->> 'text' ~* $2)`;

// A sealed note (decision 0204): read through to_jsonb, so the query holds before and after the
// column lands; no key, null or false is an open note.
const OPEN = `coalesce(to_jsonb(n) -> 'sealed', 'null'::jsonb) IN ('null'::jsonb, 'false'::jsonb)`;

// On the newest day, a note naming the person in its own text comes before its session's others.
const NEWEST_SQL = `
  SELECT n.id, n.content, to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time AS "startTime",
         r.end_time AS "endTime", ${MINUTES('$3::timestamptz')}::float8 AS minutes
  FROM work_notes n
  JOIN work_records r ON r.id = n.work_record_id AND r.user_id = $1
  WHERE n.user_id = $1 AND (n.content ~* $2 OR ${MENTIONED}) AND ${OPEN}
    AND ($4::date IS NULL OR r.date BETWEEN $4::date AND $5::date)
  ORDER BY r.date DESC, (n.content ~* $2) DESC, n.timestamp DESC, n.id
  LIMIT 1`;

@Injectable()
export class LastContactRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The caller's newest open note naming the person (`pattern`: a `~*` expression), within the
   * days of `range` when the question names some, or undefined.
   */
  async newest(
    userId: string,
    pattern: string,
    range: { from: string; to: string } | null,
    now: Date,
  ): Promise<LastContactRow | undefined> {
    const rows: LastContactRow[] = await this.dataSource.query(NEWEST_SQL, [
      userId,
      pattern,
      now,
      range?.from ?? null,
      range?.to ?? null,
    ]);
    return rows[0];
  }
}
