// Every searchable document (notes, then summaries, then records' tags) as index jobs, in pages,
// for a reindex. The cursor names the last document of the previous page ("note.<id>",
// "summary.<id>" or "tags.<record id>").
import { BadRequestException, Injectable } from '@nestjs/common';
import type { SearchIndexJob } from '@diary/contracts/server';
import { searchIndexJob } from '../outbox/search-index-jobs';
import { WorkNotesRepository } from '../work-notes/work-notes.repository';
import { WorkRecordsRepository } from '../work-records/work-records.repository';

export interface SearchDocumentsPage {
  jobs: SearchIndexJob[];
  nextCursor: string | null;
}

const CURSOR = /^(note|summary|tags)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

@Injectable()
export class SearchDocumentsService {
  constructor(
    private readonly notes: WorkNotesRepository,
    private readonly records: WorkRecordsRepository,
  ) {}

  async page(userId: string | null, cursor: string | null, limit: number): Promise<SearchDocumentsPage> {
    const parsed = cursor === null ? null : CURSOR.exec(cursor);
    if (cursor !== null && !parsed)
      throw new BadRequestException('The cursor is not valid; pass nextCursor from the previous page.');
    const phase = parsed?.[1] ?? 'note';
    const after = parsed?.[2] ?? null;
    const jobs: SearchIndexJob[] = [];
    let last: string | null = null;
    if (phase === 'note') {
      const notes = await this.notes.documents(userId, after, limit);
      for (const n of notes) {
        jobs.push(searchIndexJob.noteUpsert(n, n.date, n.updatedAt.getTime()));
        last = `note.${n.id}`;
      }
    }
    if (jobs.length < limit && phase !== 'tags') {
      const summaries = await this.records.summaryDocuments(
        userId,
        phase === 'summary' ? after : null,
        limit - jobs.length,
      );
      for (const s of summaries) {
        jobs.push(
          searchIndexJob.summaryUpsert(
            {
              userId: s.user_id,
              recordId: s.id,
              date: s.date,
              subject: s.summary_subject,
              description: s.summary_description,
              startTime: s.start_time,
            },
            s.updated_at.getTime(),
          ),
        );
        last = `summary.${s.id}`;
      }
    }
    if (jobs.length < limit) {
      const tagged = await this.records.tagDocuments(
        userId,
        phase === 'tags' ? after : null,
        limit - jobs.length,
      );
      for (const t of tagged) {
        jobs.push(searchIndexJob.recordTags(t.user_id, t.id, t.tags, t.updated_at.getTime()));
        last = `tags.${t.id}`;
      }
    }
    return { jobs, nextCursor: jobs.length === limit ? last : null };
  }
}
