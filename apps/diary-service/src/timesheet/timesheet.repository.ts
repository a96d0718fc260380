// SQL of GET /api/timesheet: a user's sessions of a range with their project, own description,
// summary subject and first note, in one pass: the range's sessions are read once, and the first
// notes of those without a description come from one DISTINCT ON over their notes (no subquery per
// row: a year of a busy diary is tens of thousands of rows). Minutes are counted by the stats
// query's own expression (stats.repository.ts), so a timesheet's minutes equal GET /api/stats's.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MINUTES } from '../stats/stats.repository';

export interface TimesheetRecordRow {
  recordId: string;
  date: string;
  start: Date;
  end: Date | null;
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
  WITH r AS MATERIALIZED (
    SELECT r.id, r.date, r.start_time, r.end_time, ${MINUTES('$4::timestamptz')}::float8 AS minutes,
      r.project_id, p.name AS project, p.client, p.color, p.hourly_rate::float8 AS hourly_rate,
      trim(p.currency) AS currency, nullif(trim(r.description), '') AS description, r.summary_subject
    FROM work_records r
    LEFT JOIN projects p ON p.id = r.project_id AND p.user_id = r.user_id
    WHERE r.user_id = $1 AND r.date BETWEEN $2::date AND $3::date
      AND ($5::uuid IS NULL OR r.project_id = $5)
      AND ($6::text IS NULL OR p.client = $6)
  ), first_notes AS (
    SELECT DISTINCT ON (n.work_record_id) n.work_record_id, left(n.content, 2000) AS content
    FROM work_notes n JOIN r ON r.id = n.work_record_id AND r.description IS NULL
    WHERE n.user_id = $1 AND n.sealed IS NULL
    ORDER BY n.work_record_id, n.timestamp, n.id
  )
  SELECT r.id AS "recordId", to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time AS start, r.end_time AS "end",
    r.minutes, r.project_id AS "projectId", r.project, r.client, r.color, r.hourly_rate AS "hourlyRate",
    r.currency, r.description, r.summary_subject AS subject, f.content AS "firstNote"
  FROM r LEFT JOIN first_notes f ON f.work_record_id = r.id
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
    return this.dataSource.query(TIMESHEET_SQL, [userId, from, to, now, filter.projectId, filter.client]);
  }
}
