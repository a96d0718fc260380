// SQL of GET /api/timesheet: a user's sessions of a range with their project, summary subject and
// first note. Minutes are counted by the stats query's own expression (stats.repository.ts) over
// the same days, so a timesheet's minutes equal GET /api/stats for the same range.
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
  subject: string | null;
  firstNote: string | null;
}

const TIMESHEET_SQL = `
  SELECT r.id AS "recordId", to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time AS start, r.end_time AS "end",
    ${MINUTES('$4::timestamptz')}::float8 AS minutes,
    r.project_id AS "projectId", p.name AS project, p.client, p.color,
    p.hourly_rate::float8 AS "hourlyRate", trim(p.currency) AS currency,
    r.summary_subject AS subject,
    (SELECT left(n.content, 2000) FROM work_notes n
      WHERE n.user_id = r.user_id AND n.work_record_id = r.id ORDER BY n.timestamp, n.id LIMIT 1) AS "firstNote"
  FROM work_records r
  LEFT JOIN projects p ON p.id = r.project_id AND p.user_id = r.user_id
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
    return this.dataSource.query(TIMESHEET_SQL, [userId, from, to, now, filter.projectId, filter.client]);
  }
}
