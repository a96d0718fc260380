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
 * A page of records written as JSON by Postgres (`to_json` of a row and `array_to_json` of an
 * ordered `array_agg`), the same text as `JSON.stringify(record)` of the export's ExportedRecord:
 * the columns' order is the key order, instants are ISO as a JS Date writes them, and these
 * functions write no spaces (json_build_object and json_agg would, decision 0392). The export
 * reads one string per page instead of a row object per note (docs/decisions.md, "The JSON export
 * in flat memory"); the page's records are joined by commas, as the archive's array takes them.
 */
const RECORDS_JSON_SQL = `WITH page AS (
    SELECT id, date, start_time, end_time, is_active, summary_subject, summary_description, tags, project_id
    FROM work_records
    WHERE user_id = $1 AND ($2::date IS NULL OR (date, start_time, id) > ($2::date, $3::timestamptz, $4::uuid))
    ORDER BY date, start_time, id
    LIMIT $5
  )
  SELECT count(*)::int AS count,
    string_agg((
      SELECT to_json(record) FROM (SELECT
        p.id,
        to_char(p.date, 'YYYY-MM-DD') AS date,
        ${iso('p.start_time')} AS "startTime",
        ${iso('p.end_time')} AS "endTime",
        p.is_active AS "isActive",
        coalesce(p.tags, '{}') AS tags,
        p.project_id AS "projectId",
        coalesce((
          SELECT array_to_json(array_agg(
            -- A sealed note carries its envelope after its timestamp; an open one has no "sealed" key.
            CASE WHEN n.sealed IS NULL
              THEN (SELECT to_json(note) FROM (SELECT n.id, n.content, ${iso('n.timestamp')} AS "timestamp",
                h.revisions) note)
              ELSE (SELECT to_json(note) FROM (SELECT n.id, n.content, ${iso('n.timestamp')} AS "timestamp",
                n.sealed, h.revisions) note)
            END
            ORDER BY n.timestamp, n.id))
          FROM work_notes n
          CROSS JOIN LATERAL (
            SELECT coalesce(array_to_json(array_agg(
              (SELECT to_json(version) FROM (SELECT v.id, v.content, ${iso('v.edited_at')} AS "editedAt") version)
              ORDER BY v.replaced_at DESC, v.edited_at DESC, v.id)), '[]') AS revisions
            FROM note_revisions v WHERE v.user_id = $1 AND v.note_id = n.id
          ) h
          WHERE n.user_id = $1 AND n.work_record_id = p.id), '[]') AS notes,
        (SELECT to_json(summary) FROM (SELECT p.summary_subject AS subject,
          coalesce(p.summary_description, '') AS description) summary
         WHERE p.summary_subject IS NOT NULL) AS summary
      ) record)::text,
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
