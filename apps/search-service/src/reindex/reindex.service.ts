// Rebuilds the index from the diary (the source of truth), for recovery: pages through the
// diary's searchable documents, applies each as an index job, then removes what the diary no
// longer has. Safe while the queue keeps flowing: jobs are versioned, and a document written
// after the run began is never removed by it.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTERNAL, SearchIndexJob } from '@diary/contracts/server';
import { callService, CONFIG } from '@diary/server-core';
import type { SearchConfig } from '../config';
import { IndexWriter } from '../indexing/index-writer.service';
import { DocumentsRepository } from '../indexing/documents.repository';

export const REINDEX_PAGE_SIZE = 500;

export interface ReindexResult {
  applied: number;
  stale: number;
  removed: number;
}

interface SearchDocumentsPage {
  jobs: unknown[];
  nextCursor: string | null;
}

@Injectable()
export class ReindexService {
  private readonly logger = new Logger(ReindexService.name);

  constructor(
    @Inject(CONFIG) private readonly config: SearchConfig,
    private readonly documents: DocumentsRepository,
    private readonly writer: IndexWriter,
  ) {}

  /** One user's index, or everyone's when userId is absent. */
  async reindex(userId?: string): Promise<ReindexResult> {
    const started = await this.documents.clock();
    const result: ReindexResult = { applied: 0, stale: 0, removed: 0 };
    let cursor: string | null = null;
    do {
      const page = await this.fetchPage(userId, cursor);
      for (const raw of page.jobs) {
        const job = this.validJob(raw, userId);
        if (!job) continue;
        if (await this.writer.apply(job)) result.applied++;
        else {
          result.stale++;
          if (job.kind === 'note.upsert' || job.kind === 'summary.upsert' || job.kind === 'record.tags')
            await this.writer.markSeen(job);
        }
      }
      cursor = page.nextCursor;
    } while (cursor);
    // Documents the run did not see and that no job touched since it began are gone from the diary.
    result.removed = await this.documents.removeUnseenSince(started, userId ?? null);
    this.logger.log(`reindexed ${userId ? `user ${userId}` : 'every user'}: ${JSON.stringify(result)}`);
    return result;
  }

  private fetchPage(userId: string | undefined, cursor: string | null): Promise<SearchDocumentsPage> {
    const params = new URLSearchParams({ limit: String(REINDEX_PAGE_SIZE) });
    if (userId) params.set('userId', userId);
    if (cursor) params.set('cursor', cursor);
    return callService<SearchDocumentsPage>(this.config.DIARY_URL, `${INTERNAL.searchDocuments}?${params}`, {
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: this.config.SERVICE_TIMEOUT_MS,
    }).then((page) => ({
      jobs: Array.isArray(page?.jobs) ? page.jobs : [],
      nextCursor: page?.nextCursor ?? null,
    }));
  }

  private validJob(raw: unknown, userId: string | undefined): SearchIndexJob | undefined {
    const parsed = SearchIndexJob.safeParse(raw);
    if (!parsed.success || (userId && parsed.data.userId !== userId)) {
      this.logger.warn('skipped a document the diary sent that is not a valid index job');
      return undefined;
    }
    return parsed.data;
  }
}
