// Reads for the export: a user's records in pages (keyset on date, start time and id, so each page is
// one index range scan and memory holds one page), the notes of a page, and drafts in pages.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExportedNote } from '@diary/contracts';
import type { PortableRecordRow } from '../work-records/work-record.rows';

export type ExportRecordRow = PortableRecordRow;

export interface RecordCursor {
  date: string;
  /** A Date, or the timestamptz as Postgres wrote it (keeps its microseconds). */
  startTime: Date | string;
  id: string;
}

/** A page of records as JSON text, and where the next page starts (null after the last). */
export interface RecordsJsonPage {
  json: string;
  next: RecordCursor | null;
}

/** An instant as Date.prototype.toISOString writes it (milliseconds cut, as a JS Date cuts them). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A page of records written as JSON text by Postgres, the same text as
 * `JSON.stringify(record)` of the export's ExportedRecord (key order, ISO instants; to_json escapes
 * a string as JSON.stringify does): the export reads one string per page instead of a row object
 * per note (docs/decisions.md, "The JSON export in flat memory").
 */
const RECORDS_JSON_SQL = `WITH page AS (
    SELECT id, date, start_time, end_time, is_active, summary_subject, summary_description, tags, project_id
    FROM work_records
    WHERE user_id = $1 AND ($2::date IS NULL OR (date, start_time, id) > ($2::date, $3::timestamptz, $4::uuid))
    ORDER BY date, start_time, id
    LIMIT $5
  )
  SELECT count(*)::int AS count,
    string_agg(
      '{"id":' || to_json(p.id)
      || ',"date":' || to_json(to_char(p.date, 'YYYY-MM-DD'))
      || ',"startTime":' || to_json(${iso('p.start_time')})
      || ',"endTime":' || coalesce(to_json(${iso('p.end_time')})::text, 'null')
      || ',"isActive":' || to_json(p.is_active)
      || ',"tags":' || to_json(coalesce(p.tags, '{}'))
      || ',"projectId":' || coalesce(to_json(p.project_id)::text, 'null')
      || ',"notes":[' || coalesce((
        SELECT string_agg(
          '{"id":' || to_json(n.id) || ',"content":' || to_json(n.content)
          || ',"timestamp":' || to_json(${iso('n.timestamp')})
          || CASE WHEN n.sealed IS NULL THEN '' ELSE ',"sealed":' || n.sealed::text END
          || ',"revisions":[' || coalesce((
            SELECT string_agg(
              '{"id":' || to_json(v.id) || ',"content":' || to_json(v.content)
              || ',"editedAt":' || to_json(${iso('v.edited_at')}) || '}',
              ',' ORDER BY v.replaced_at DESC, v.edited_at DESC, v.id)
            FROM note_revisions v WHERE v.user_id = $1 AND v.note_id = n.id), '') || ']}',
          ',' ORDER BY n.timestamp, n.id)
        FROM work_notes n WHERE n.user_id = $1 AND n.work_record_id = p.id), '')
      || '],"summary":' || CASE WHEN p.summary_subject IS NULL THEN 'null'
        ELSE '{"subject":' || to_json(p.summary_subject) || ',"description":'
          || to_json(coalesce(p.summary_description, '')) || '}' END
      || '}',
      ',' ORDER BY p.date, p.start_time, p.id) AS json,
    (array_agg(to_char(p.date, 'YYYY-MM-DD') ORDER BY p.date DESC, p.start_time DESC, p.id DESC))[1] AS "lastDate",
    (array_agg(p.start_time::text ORDER BY p.date DESC, p.start_time DESC, p.id DESC))[1] AS "lastStart",
    (array_agg(p.id ORDER BY p.date DESC, p.start_time DESC, p.id DESC))[1] AS "lastId"
  FROM page p`;

/** A sealed note in the Markdown and CSV exports (the JSON archive carries its envelope). */
export const SEALED_PLACEHOLDER = '(sealed note: its text is encrypted; the JSON export keeps it sealed)';

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

  /** A page of `limit` records as JSON text (the records joined by commas, without brackets). */
  async recordsJsonPage(userId: string, after: RecordCursor | null, limit: number): Promise<RecordsJsonPage> {
    const rows: Array<{
      count: number;
      json: string | null;
      lastDate: string;
      lastStart: string;
      lastId: string;
    }> = await this.dataSource.query(RECORDS_JSON_SQL, [
      userId,
      after?.date ?? null,
      after?.startTime ?? null,
      after?.id ?? null,
      limit,
    ]);
    const [row] = rows;
    const json = row.json ?? '';
    // The driver's row may live in V8's old space (allocation-site pretenuring), where it would keep
    // the page's text alive until a full collection: the text is let go of here.
    row.json = null;
    return {
      json,
      next: row.count < limit ? null : { date: row.lastDate, startTime: row.lastStart, id: row.lastId },
    };
  }

  /** The notes of the given records, oldest first, grouped by record id. */
  async notesOf(userId: string, recordIds: string[]): Promise<Map<string, ExportedNote[]>> {
    const byRecord = new Map<string, ExportedNote[]>();
    if (!recordIds.length) return byRecord;
    const rows: Array<{ id: string; recordId: string; content: string; timestamp: Date; sealed: boolean }> =
      await this.dataSource.query(
        `SELECT id, work_record_id AS "recordId", content, timestamp, sealed IS NOT NULL AS sealed FROM work_notes
         WHERE user_id = $1 AND work_record_id = ANY($2::uuid[]) ORDER BY timestamp, id`,
        [userId, recordIds],
      );
    for (const row of rows) {
      // Markdown and CSV are plain text: a sealed note shows only that it is there.
      const content = row.sealed ? SEALED_PLACEHOLDER : row.content;
      const note = { id: row.id, content, timestamp: row.timestamp.toISOString() };
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
