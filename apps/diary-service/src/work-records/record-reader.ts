// Reads a user's records with their notes, in the contract's shapes. Every query is scoped by user.
// Plain SQL through TypeORM's connection: reading a day is the most frequent request there is,
// and building and hydrating entities cost more than the queries (docs/decisions.md). The bare
// baseline of tools/bench/api runs these same two statements.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { totalSessionMinutes, type DayResponse, type WorkRecord } from '@diary/contracts';
import { WorkRecordEntity } from './work-record.entity';
import { RecordFields, toWorkRecord } from './work-record.view';
import { NoteFields } from '../work-notes/work-note.view';

export const DAY_RECORDS_SQL = `SELECT id, user_id AS "userId", start_time AS "startTime", end_time AS "endTime",
  is_active AS "isActive", to_char(date, 'YYYY-MM-DD') AS date, summary_subject AS "summarySubject",
  summary_description AS "summaryDescription"
  FROM work_records WHERE user_id = $1 AND date = $2 ORDER BY start_time, created_at`;

export const RECORD_NOTES_SQL = `SELECT id, user_id AS "userId", work_record_id AS "workRecordId", content, timestamp
  FROM work_notes WHERE user_id = $1 AND work_record_id = ANY($2::uuid[]) ORDER BY timestamp, id`;

@Injectable()
export class RecordReader {
  constructor(private readonly dataSource: DataSource) {}

  async day(userId: string, date: string): Promise<DayResponse> {
    const records: RecordFields[] = await this.dataSource.query(DAY_RECORDS_SQL, [userId, date]);
    const views = await this.withNotes(this.dataSource.manager, records);
    return { records: views, totalDuration: totalSessionMinutes(views) };
  }

  async one(
    userId: string,
    id: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<WorkRecord | null> {
    const record = await em.findOneBy(WorkRecordEntity, { id, userId });
    return record ? (await this.withNotes(em, [record]))[0] : null;
  }

  async active(userId: string): Promise<WorkRecord | null> {
    const record = await this.dataSource.manager.findOneBy(WorkRecordEntity, { userId, isActive: true });
    return record ? (await this.withNotes(this.dataSource.manager, [record]))[0] : null;
  }

  /** Attaches each record's notes, oldest first, with one query. */
  async withNotes(em: EntityManager, records: RecordFields[]): Promise<WorkRecord[]> {
    if (!records.length) return [];
    const notes: NoteFields[] = await em.query(RECORD_NOTES_SQL, [
      records[0].userId,
      records.map((r) => r.id),
    ]);
    const byRecord = new Map<string, NoteFields[]>();
    for (const note of notes) {
      const list = byRecord.get(note.workRecordId);
      if (list) list.push(note);
      else byRecord.set(note.workRecordId, [note]);
    }
    return records.map((r) => toWorkRecord(r, byRecord.get(r.id) ?? []));
  }
}
