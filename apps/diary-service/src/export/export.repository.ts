// Reads for the export: a user's records in pages (keyset on date, start time and id, so each page is
// one index range scan and memory holds one page), the notes of a page, and drafts in pages.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExportedNote } from '@diary/contracts';
import type { PortableRecordRow } from '../work-records/work-record.rows';

export type ExportRecordRow = PortableRecordRow;

export interface RecordCursor {
  date: string;
  startTime: Date;
  id: string;
}

@Injectable()
export class ExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  recordsPage(userId: string, after: RecordCursor | null, limit: number): Promise<ExportRecordRow[]> {
    return this.dataSource.query(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, start_time AS "startTime", end_time AS "endTime",
         is_active AS "isActive", summary_subject AS "summarySubject", summary_description AS "summaryDescription", tags,
         project_id AS "projectId"
       FROM work_records
       WHERE user_id = $1 AND ($2::date IS NULL OR (date, start_time, id) > ($2::date, $3::timestamptz, $4::uuid))
       ORDER BY date, start_time, id
       LIMIT $5`,
      [userId, after?.date ?? null, after?.startTime ?? null, after?.id ?? null, limit],
    );
  }

  /** The notes of the given records, oldest first, grouped by record id. */
  async notesOf(userId: string, recordIds: string[]): Promise<Map<string, ExportedNote[]>> {
    const byRecord = new Map<string, ExportedNote[]>();
    if (!recordIds.length) return byRecord;
    const rows: Array<{ id: string; recordId: string; content: string; timestamp: Date }> =
      await this.dataSource.query(
        `SELECT id, work_record_id AS "recordId", content, timestamp FROM work_notes
         WHERE user_id = $1 AND work_record_id = ANY($2::uuid[]) ORDER BY timestamp, id`,
        [userId, recordIds],
      );
    for (const row of rows) {
      const note = { id: row.id, content: row.content, timestamp: row.timestamp.toISOString() };
      const list = byRecord.get(row.recordId);
      if (list) list.push(note);
      else byRecord.set(row.recordId, [note]);
    }
    return byRecord;
  }

  draftsPage(
    userId: string,
    afterDate: string | null,
    limit: number,
  ): Promise<Array<{ date: string; content: string }>> {
    return this.dataSource.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, content FROM draft_notes
       WHERE user_id = $1 AND ($2::date IS NULL OR date > $2::date) ORDER BY date LIMIT $3`,
      [userId, afterDate, limit],
    );
  }
}
