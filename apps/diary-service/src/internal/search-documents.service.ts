// Every searchable document (notes, then summaries) as index jobs, in pages, for a reindex. The
// cursor names the last document of the previous page ("note.<id>" or "summary.<id>").
import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchIndexJob } from '@diary/contracts';

export interface SearchDocumentsPage {
  jobs: SearchIndexJob[];
  nextCursor: string | null;
}

interface NoteRow {
  id: string;
  user_id: string;
  work_record_id: string;
  content: string;
  timestamp: Date;
  updated_at: Date;
  date: string;
}

interface SummaryRow {
  id: string;
  user_id: string;
  date: string;
  summary_subject: string;
  summary_description: string;
  start_time: Date;
  updated_at: Date;
}

const CURSOR = /^(note|summary)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

@Injectable()
export class SearchDocumentsService {
  constructor(private readonly dataSource: DataSource) {}

  async page(userId: string | null, cursor: string | null, limit: number): Promise<SearchDocumentsPage> {
    const parsed = cursor === null ? null : CURSOR.exec(cursor);
    if (cursor !== null && !parsed)
      throw new BadRequestException('The cursor is not valid; pass nextCursor from the previous page.');
    const phase = parsed?.[1] ?? 'note';
    const after = parsed?.[2] ?? null;
    const jobs: SearchIndexJob[] = [];
    let last: string | null = null;
    if (phase === 'note') {
      const notes: NoteRow[] = await this.dataSource.query(
        `SELECT n.id, n.user_id, n.work_record_id, n.content, n.timestamp, n.updated_at, to_char(r.date, 'YYYY-MM-DD') AS date
         FROM work_notes n JOIN work_records r ON r.id = n.work_record_id
         WHERE ($1::uuid IS NULL OR n.user_id = $1) AND ($2::uuid IS NULL OR n.id > $2)
         ORDER BY n.id LIMIT $3`,
        [userId, after, limit],
      );
      for (const n of notes) {
        jobs.push({
          kind: 'note.upsert',
          version: n.updated_at.getTime(),
          userId: n.user_id,
          noteId: n.id,
          recordId: n.work_record_id,
          date: n.date,
          content: n.content,
          timestamp: n.timestamp.toISOString(),
        });
        last = `note.${n.id}`;
      }
    }
    if (jobs.length < limit) {
      const summaries: SummaryRow[] = await this.dataSource.query(
        `SELECT id, user_id, to_char(date, 'YYYY-MM-DD') AS date, summary_subject, summary_description, start_time, updated_at
         FROM work_records
         WHERE summary_subject IS NOT NULL AND summary_description IS NOT NULL
           AND ($1::uuid IS NULL OR user_id = $1) AND ($2::uuid IS NULL OR id > $2)
         ORDER BY id LIMIT $3`,
        [userId, phase === 'summary' ? after : null, limit - jobs.length],
      );
      for (const s of summaries) {
        jobs.push({
          kind: 'summary.upsert',
          version: s.updated_at.getTime(),
          userId: s.user_id,
          recordId: s.id,
          date: s.date,
          subject: s.summary_subject,
          description: s.summary_description,
          timestamp: s.start_time.toISOString(),
        });
        last = `summary.${s.id}`;
      }
    }
    return { jobs, nextCursor: jobs.length === limit ? last : null };
  }
}
