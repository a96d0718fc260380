// All SQL of the index's tables (documents, record_tags, deleted_records): versioned upserts, tombstones, the
// record's advisory lock, and what a reindex reads and removes. A stored version newer than a
// job's wins, a delete leaves a tombstone an older upsert cannot bring back, and a deleted record
// blocks late notes and summaries of it.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** One document as the index stores it. */
export interface DocumentFields {
  id: string;
  userId: string;
  type: 'note' | 'summary';
  recordId: string;
  date: string;
  subject: string | null;
  content: string;
  timestamp: string;
  version: number;
}

/** Applies when the stored row is older, or as old and not a tombstone (a delete wins a tie). */
const NEWER = `documents.version < EXCLUDED.version OR (documents.version = EXCLUDED.version AND NOT documents.deleted)`;

@Injectable()
export class DocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `fn` in a transaction holding the record's advisory lock, so that a record's delete and a
   * late upsert of one of its notes never interleave (workers run concurrently, on every replica).
   */
  withRecordLock<T>(recordId: string, fn: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`record:${recordId}`]);
      return fn(m);
    });
  }

  /** Inserts or updates the document unless a newer version or its record's delete is stored; true when written. */
  async upsert(m: EntityManager, doc: DocumentFields): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO documents AS documents (id, user_id, type, record_id, date, subject, content, "timestamp", version, deleted, synced_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, false, clock_timestamp()
       WHERE NOT EXISTS (SELECT 1 FROM deleted_records r WHERE r.record_id = $4 AND r.version >= $9)
       ON CONFLICT (user_id, id) DO UPDATE SET record_id = EXCLUDED.record_id, date = EXCLUDED.date, subject = EXCLUDED.subject,
         content = EXCLUDED.content, "timestamp" = EXCLUDED."timestamp", version = EXCLUDED.version, deleted = false,
         synced_at = EXCLUDED.synced_at
       WHERE ${NEWER}
       RETURNING id`,
      [
        doc.id,
        doc.userId,
        doc.type,
        doc.recordId,
        doc.date,
        doc.subject,
        doc.content,
        doc.timestamp,
        doc.version,
      ],
    );
    return rows.length > 0;
  }

  /** Sets a record's tags unless a newer version or the record's delete is stored; true when written. */
  async setTags(
    m: EntityManager,
    userId: string,
    recordId: string,
    tags: string[],
    version: number,
  ): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO record_tags AS t (record_id, user_id, tags, version, synced_at)
       SELECT $1, $2, $3::text[], $4, clock_timestamp()
       WHERE NOT EXISTS (SELECT 1 FROM deleted_records r WHERE r.record_id = $1 AND r.version >= $4)
       ON CONFLICT (record_id) DO UPDATE SET tags = EXCLUDED.tags, version = EXCLUDED.version,
         synced_at = EXCLUDED.synced_at
       WHERE t.version <= EXCLUDED.version AND t.user_id = EXCLUDED.user_id
       RETURNING record_id`,
      [recordId, userId, tags, version],
    );
    return rows.length > 0;
  }

  /** Leaves a tombstone for the note unless a newer version is stored; true when written. */
  async deleteNote(userId: string, documentId: string, version: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO documents AS documents (id, user_id, type, version, deleted)
       VALUES ($1, $2, 'note', $3, true)
       ON CONFLICT (user_id, id) DO UPDATE SET version = EXCLUDED.version, deleted = true, content = '', subject = NULL,
         synced_at = clock_timestamp()
       WHERE documents.version <= EXCLUDED.version
       RETURNING id`,
      [documentId, userId, version],
    );
    return rows.length > 0;
  }

  /** Records the record's delete and tombstones its documents; false when a newer delete is stored. */
  async deleteRecord(m: EntityManager, userId: string, recordId: string, version: number): Promise<boolean> {
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

  /** Marks a live document as seen now (for a reindex). */
  async markSeen(userId: string, documentId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE documents SET synced_at = clock_timestamp() WHERE id = $1 AND user_id = $2 AND NOT deleted`,
      [documentId, userId],
    );
  }

  /** Marks a record's tags as seen now (for a reindex). */
  async markTagsSeen(userId: string, recordId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE record_tags SET synced_at = clock_timestamp() WHERE record_id = $1 AND user_id = $2`,
      [recordId, userId],
    );
  }

  /** The database's clock now, as text (a JS Date would round Postgres' microseconds). */
  async clock(): Promise<string> {
    const [{ now }]: Array<{ now: string }> = await this.dataSource.query(
      `SELECT clock_timestamp()::text AS now`,
    );
    return now;
  }

  /** Tombstones the live documents (of one user, or everyone's) not seen since `since` and drops such tags; returns how many documents. */
  async removeUnseenSince(since: string, userId: string | null): Promise<number> {
    const [{ removed }]: Array<{ removed: number }> = await this.dataSource.query(
      `WITH gone AS (
         UPDATE documents SET deleted = true, content = '', subject = NULL
         WHERE NOT deleted AND synced_at < $1::timestamptz AND ($2::uuid IS NULL OR user_id = $2::uuid)
         RETURNING 1)
       SELECT count(*)::int AS removed FROM gone`,
      [since, userId],
    );
    // Tags the run did not see: the record has none any more (or is gone).
    await this.dataSource.query(
      `DELETE FROM record_tags WHERE synced_at < $1::timestamptz AND ($2::uuid IS NULL OR user_id = $2::uuid)`,
      [since, userId],
    );
    return removed;
  }
}
