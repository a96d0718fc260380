// SQL of GET /api/timesheet: a user's sessions of a range with their project, own description,
// summary subject and first note. The range's sessions are read once through (user, date); the
// first note of each one without a description is one short walk of work_notes_record_time_idx
// (a LATERAL with LIMIT 1), skipped for those with one. A year of a busy diary (20,000 rows) took
// 1.0 s with a DISTINCT ON over all their notes (a sort of every note, spilled to disk, and a
// materialized CTE) and takes a fraction of that this way (docs/benchmarks.md, "Timesheet over a
// year"). Minutes are counted by the stats query's own expression (stats.repository.ts), so a
// timesheet's minutes equal GET /api/stats's.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MINUTES } from '../stats/stats.repository';

export interface TimesheetRecordRow {
  recordId: string;
  date: string;
  /**
   * ISO 8601 in UTC with milliseconds, as Date#toISOString writes it: written by Postgres, because
   * parsing 40,000 times of a year into Dates and writing them back cost 165 ms of CPU.
   */
  start: string;
  end: string | null;
  minutes: number;
  projectId: string | null;
  project: string | null;
  client: string | null;
  color: string | null;
  hourlyRate: number | null;
  currency: string | null;
  description: string | null;
  subject: string | null;
  firstNote: string | null;
}

export const TIMESHEET_SQL = `
  SELECT r.id AS "recordId", to_char(r.date, 'YYYY-MM-DD') AS date,
    to_char(r.start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start,
    to_char(r.end_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "end",
    ${MINUTES('$4::timestamptz')}::float8 AS minutes, r.project_id AS "projectId", p.name AS project, p.client,
    p.color, p.hourly_rate::float8 AS "hourlyRate", trim(p.currency) AS currency,
    nullif(trim(r.description), '') AS description, r.summary_subject AS subject, f.content AS "firstNote"
  FROM work_records r
  LEFT JOIN projects p ON p.id = r.project_id AND p.user_id = r.user_id
  LEFT JOIN LATERAL (
    SELECT left(n.content, 2000) AS content
    FROM work_notes n
    WHERE nullif(trim(r.description), '') IS NULL
      AND n.work_record_id = r.id AND n.user_id = $1 AND n.sealed IS NULL
    ORDER BY n.timestamp, n.id
    LIMIT 1
  ) f ON true
  WHERE r.user_id = $1 AND r.date BETWEEN $2::date AND $3::date
    AND ($5::uuid IS NULL OR r.project_id = $5)
    AND ($6::text IS NULL OR p.client = $6)
  ORDER BY r.date, r.start_time, r.id`;

@Injectable()
export class TimesheetRepository {
  constructor(private readonly dataSource: DataSource) {}

  rows(
    userId: string,
    from: string,
    to: string,
    now: Date,
    filter: { projectId: string | null; client: string | null },
  ): Promise<TimesheetRecordRow[]> {
    // The per-session walk is costed (not timed) high enough for Postgres to compile the statement
    // (JIT: about 130 ms a call here) for a query that runs in less than that: off for this one.
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT set_config('jit', 'off', true)`);
      return em.query(TIMESHEET_SQL, [userId, from, to, now, filter.projectId, filter.client]);
    });
  }
}
