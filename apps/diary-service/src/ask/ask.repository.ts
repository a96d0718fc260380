// SQL of "ask your diary": the sessions of a range (optionally of one tag) with what each was about
// (the summary's subject, else its first note) and their count. Minutes are counted by the stats
// query's own expression (stats.repository.ts), so a session's minutes here are the Time tab's;
// the range's total is never summed here but taken from GET /api/stats's query.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MINUTES } from '../stats/stats.repository';
import type { NamedProject } from './billing-names';

export interface AskSessionRow {
  id: string;
  date: string;
  minutes: number;
  subject: string | null;
  noteId: string | null;
  firstNote: string | null;
  /** How many sessions the range (and tag) has in all, whatever the limit. */
  total: number;
}

export type SessionOrder = 'start' | 'longest';

// The range's sessions are counted, sorted and cut to the limit first; only those few then look
// up their first note (a year of a busy diary has thousands of sessions).
const sessionsSql = (order: SessionOrder) => `
  WITH s AS (
    SELECT r.id, r.date, r.start_time, r.summary_subject, ${MINUTES('$5::timestamptz')}::float8 AS minutes,
           count(*) OVER ()::int AS total
    FROM work_records r
    WHERE r.user_id = $1 AND r.date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR $4 = ANY (r.tags))
    ORDER BY ${order === 'longest' ? 'minutes DESC, r.date, r.start_time' : 'r.date, r.start_time'}
    LIMIT $6
  )
  SELECT s.id, to_char(s.date, 'YYYY-MM-DD') AS date, s.minutes, s.summary_subject AS subject,
         n.id AS "noteId", left(n.content, 300) AS "firstNote", s.total
  FROM s
  LEFT JOIN LATERAL (
    SELECT id, content FROM work_notes
    WHERE work_record_id = s.id AND user_id = $1 AND sealed IS NULL ORDER BY timestamp, id LIMIT 1
  ) n ON true
  ORDER BY ${order === 'longest' ? 's.minutes DESC, s.date, s.start_time' : 's.date, s.start_time'}`;

@Injectable()
export class AskRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The names of the user's tags (to find one named in a question). */
  async tagNames(userId: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.dataSource.query(
      `SELECT DISTINCT t AS name FROM work_records r, unnest(r.tags) AS t WHERE r.user_id = $1 AND r.tags <> '{}'`,
      [userId],
    );
    return rows.map((r) => r.name);
  }

  /** The user's projects with their clients (to find one named in a question); only the caller's. */
  projects(userId: string): Promise<NamedProject[]> {
    return this.dataSource.query(`SELECT id, name, client FROM projects WHERE user_id = $1`, [userId]);
  }

  /** The user's sessions of the range (`tag` null: all), oldest or longest first, at most `limit`. */
  sessions(
    userId: string,
    range: { from: string; to: string },
    tag: string | null,
    order: SessionOrder,
    limit: number,
    now: Date,
  ): Promise<AskSessionRow[]> {
    return this.dataSource.query(sessionsSql(order), [userId, range.from, range.to, tag, now, limit]);
  }
}
