// Applies index jobs to the index, idempotently and in order per document (the rules and their SQL
// are in documents.repository.ts): upserts, tags and a record's delete run under the record's lock.
import { Injectable } from '@nestjs/common';
import type { SearchIndexJob } from '@diary/contracts/server';
import { noteDocumentId, summaryDocumentId } from './document-ids';
import { DocumentFields, DocumentsRepository } from './documents.repository';

export type Upsert = Extract<SearchIndexJob, { kind: 'note.upsert' | 'summary.upsert' }>;
type Tags = Extract<SearchIndexJob, { kind: 'record.tags' }>;

@Injectable()
export class IndexWriter {
  constructor(private readonly documents: DocumentsRepository) {}

  /** Applies one job; returns whether it changed the index (false: stale or blocked). */
  async apply(job: SearchIndexJob): Promise<boolean> {
    switch (job.kind) {
      case 'note.upsert':
      case 'summary.upsert':
        return this.documents.withRecordLock(job.recordId, (m) => this.documents.upsert(m, toDocument(job)));
      case 'note.delete':
        return this.documents.deleteNote(job.userId, noteDocumentId(job.noteId), job.version);
      case 'record.delete':
        return this.documents.withRecordLock(job.recordId, (m) =>
          this.documents.deleteRecord(m, job.userId, job.recordId, job.version),
        );
      case 'record.tags':
        return this.documents.withRecordLock(job.recordId, (m) =>
          this.documents.setTags(m, job.userId, job.recordId, job.tags, job.version),
        );
    }
  }

  /**
   * For a reindex: the diary still has this document, but the index holds a newer version of it
   * (a queued edit got here first). Marks it seen so the reindex does not remove it.
   */
  markSeen(job: Upsert | Tags): Promise<void> {
    if (job.kind === 'record.tags') return this.documents.markTagsSeen(job.userId, job.recordId);
    const id = job.kind === 'note.upsert' ? noteDocumentId(job.noteId) : summaryDocumentId(job.recordId);
    return this.documents.markSeen(job.userId, id);
  }
}

function toDocument(job: Upsert): DocumentFields {
  const common = {
    userId: job.userId,
    recordId: job.recordId,
    date: job.date,
    timestamp: job.timestamp,
    version: job.version,
  };
  return job.kind === 'note.upsert'
    ? { ...common, id: noteDocumentId(job.noteId), type: 'note', subject: null, content: job.content }
    : {
        ...common,
        id: summaryDocumentId(job.recordId),
        type: 'summary',
        subject: job.subject,
        content: job.description,
      };
}
