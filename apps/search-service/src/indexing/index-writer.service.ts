// Applies index jobs to the documents table, idempotently and in order per document: a stored
// version newer than the job's wins, a delete leaves a tombstone (deleted = true) that an older
// upsert cannot bring back, and a deleted record blocks late notes and summaries of it.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SearchIndexJob } from '@diary/contracts';
import { noteDocumentId, summaryDocumentId } from './index-job.schema';

export type Upsert = Extract<SearchIndexJob, { kind: 'note.upsert' | 'summary.upsert' }>;

/** Applies when the stored row is older, or as old and not a tombstone (a delete wins a tie). */
const NEWER = `(documents.version < EXCLUDED.version OR (documents.version = EXCLUDED.version AND NOT documents.deleted))
  AND documents.user_id = EXCLUDED.user_id`;

@Injectable()
export class IndexWriter {
  constructor(private readonly dataSource: DataSource) {}

  /** Applies one job; returns whether it changed the index (false: stale or blocked). */
  async apply(job: SearchIndexJob): Promise<boolean> {
    switch (job.kind) {
      case 'note.upsert':
      case 'summary.upsert':
        return this.withRecordLock(job.recordId, (m) => this.upsert(m, job));
      case 'note.delete':
        return this.deleteNote(job.userId, job.noteId, job.version);
      case 'record.delete':
        return this.withRecordLock(job.recordId, (m) =>
          this.deleteRecord(m, job.userId, job.recordId, job.version),
        );
      case 'record.tags':
        return this.withRecordLock(job.recordId, (m) => this.setTags(m, job));
    }
  }

  /**
   * For a reindex: the diary still has this document, but the index holds a newer version of it
   * (a queued edit got here first). Marks it seen so the reindex does not remove it.
   */
  async markSeen(job: Upsert | Extract<SearchIndexJob, { kind: 'record.tags' }>): Promise<void> {
    if (job.kind === 'record.tags') {
      await this.dataSource.query(
        `UPDATE record_tags SET synced_at = clock_timestamp() WHERE record_id = $1 AND user_id = $2`,
        [job.recordId, job.userId],
      );
      return;
    }
    const id = job.kind === 'note.upsert' ? noteDocumentId(job.noteId) : summaryDocumentId(job.recordId);
    await this.dataSource.query(
      `UPDATE documents SET synced_at = clock_timestamp() WHERE id = $1 AND user_id = $2 AND NOT deleted`,
      [id, job.userId],
    );
  }

  // A record's delete and a late upsert of one of its notes must not interleave (workers run
  // concurrently, and on every replica): both take the record's advisory lock.
  private withRecordLock(recordId: string, fn: (m: EntityManager) => Promise<boolean>): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`record:${recordId}`]);
      return fn(m);
    });
  }

  private async upsert(m: EntityManager, job: Upsert): Promise<boolean> {
    const doc =
      job.kind === 'note.upsert'
        ? { id: noteDocumentId(job.noteId), type: 'note', subject: null, content: job.content }
        : {
            id: summaryDocumentId(job.recordId),
            type: 'summary',
            subject: job.subject,
            content: job.description,
          };
    const rows: unknown[] = await m.query(
      `INSERT INTO documents AS documents (id, user_id, type, record_id, date, subject, content, "timestamp", version, deleted, synced_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, false, clock_timestamp()
       WHERE NOT EXISTS (SELECT 1 FROM deleted_records r WHERE r.record_id = $4 AND r.version >= $9)
       ON CONFLICT (id) DO UPDATE SET record_id = EXCLUDED.record_id, date = EXCLUDED.date, subject = EXCLUDED.subject,
         content = EXCLUDED.content, "timestamp" = EXCLUDED."timestamp", version = EXCLUDED.version, deleted = false,
         synced_at = EXCLUDED.synced_at
       WHERE ${NEWER}
       RETURNING id`,
      [
        doc.id,
        job.userId,
        doc.type,
        job.recordId,
        job.date,
        doc.subject,
        doc.content,
        job.timestamp,
        job.version,
      ],
    );
    return rows.length > 0;
  }

  /** A record's tags, newest version wins; a deleted record's late tags are dropped. */
  private async setTags(
    m: EntityManager,
    job: Extract<SearchIndexJob, { kind: 'record.tags' }>,
  ): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO record_tags AS t (record_id, user_id, tags, version, synced_at)
       SELECT $1, $2, $3::text[], $4, clock_timestamp()
       WHERE NOT EXISTS (SELECT 1 FROM deleted_records r WHERE r.record_id = $1 AND r.version >= $4)
       ON CONFLICT (record_id) DO UPDATE SET tags = EXCLUDED.tags, version = EXCLUDED.version,
         synced_at = EXCLUDED.synced_at
       WHERE t.version <= EXCLUDED.version AND t.user_id = EXCLUDED.user_id
       RETURNING record_id`,
      [job.recordId, job.userId, job.tags, job.version],
    );
    return rows.length > 0;
  }

  private async deleteNote(userId: string, noteId: string, version: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO documents AS documents (id, user_id, type, version, deleted)
       VALUES ($1, $2, 'note', $3, true)
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, deleted = true, content = '', subject = NULL,
         synced_at = clock_timestamp()
       WHERE documents.version <= EXCLUDED.version AND documents.user_id = EXCLUDED.user_id
       RETURNING id`,
      [noteDocumentId(noteId), userId, version],
    );
    return rows.length > 0;
  }

  private async deleteRecord(
    m: EntityManager,
    userId: string,
    recordId: string,
    version: number,
  ): Promise<boolean> {
    const marked: unknown[] = await m.query(
      `INSERT INTO deleted_records AS r (record_id, user_id, version) VALUES ($1, $2, $3)
       ON CONFLICT (record_id) DO UPDATE SET version = EXCLUDED.version
       WHERE r.version < EXCLUDED.version AND r.user_id = EXCLUDED.user_id
       RETURNING record_id`,
      [recordId, userId, version],
    );
    if (marked.length === 0) return false;
    await m.query(`DELETE FROM record_tags WHERE record_id = $1 AND user_id = $2 AND version <= $3`, [
      recordId,
      userId,
      version,
    ]);
    await m.query(
      `UPDATE documents SET deleted = true, content = '', subject = NULL, version = $3, synced_at = clock_timestamp()
       WHERE user_id = $1 AND record_id = $2 AND version <= $3`,
      [userId, recordId, version],
    );
    return true;
  }
}
