// A user's records (with their notes) whose day falls in a range, for the calendar's week and
// month views. Scoped by user; the range is checked by the controller (at most 62 days).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WorkRecord } from '@diary/contracts';
import { RecordFields, toWorkRecord } from './work-record.view';
import type { NoteFields } from '../work-notes/work-note.view';
import { RECORD_NOTES_SQL } from '../work-notes/work-notes.statements';

const RANGE_RECORDS_SQL = `SELECT id, user_id AS "userId", start_time AS "startTime", end_time AS "endTime",
  is_active AS "isActive", to_char(date, 'YYYY-MM-DD') AS date, summary_subject AS "summarySubject",
  summary_description AS "summaryDescription", summary_structure AS "summaryStructure", summary_stale AS "summaryStale", tags,
  project_id AS "projectId", description
  FROM work_records WHERE user_id = $1 AND date BETWEEN $2::date AND $3::date ORDER BY start_time, created_at`;

@Injectable()
export class RecordsRangeRepository {
  constructor(private readonly dataSource: DataSource) {}

  async between(userId: string, from: string, to: string, withNotes = true): Promise<WorkRecord[]> {
    const records: RecordFields[] = await this.dataSource.query(RANGE_RECORDS_SQL, [userId, from, to]);
    if (!records.length || !withNotes) return records.map((r) => toWorkRecord(r, []));
    const notes: NoteFields[] = await this.dataSource.query(RECORD_NOTES_SQL, [
      userId,
      records.map((r) => r.id),
    ]);
    const byRecord = new Map<string, NoteFields[]>();
    for (const note of notes)
      byRecord.set(note.workRecordId, [...(byRecord.get(note.workRecordId) ?? []), note]);
    return records.map((r) => toWorkRecord(r, byRecord.get(r.id) ?? []));
  }
}
