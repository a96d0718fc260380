// All SQL of the attachments table (metadata; the bytes are the store's): the quota's sum, the
// owner-scoped lookups, and the reads export and import page through.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AttachmentContentType } from '@diary/contracts';

export interface AttachmentRow {
  id: string;
  userId: string;
  workRecordId: string;
  contentType: AttachmentContentType;
  bytes: number;
  width: number;
  height: number;
  thumbContentType: string;
}

const COLUMNS = `id, user_id AS "userId", work_record_id AS "workRecordId", content_type AS "contentType",
  bytes, width, height, thumb_content_type AS "thumbContentType"`;

@Injectable()
export class AttachmentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Serialises a user's uploads so that two at once cannot both slip under the quota. */
  async lockUser(em: EntityManager, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('attachments:' || $1, 0))`, [userId]);
  }

  async usedBytes(em: EntityManager, userId: string): Promise<number> {
    const [row]: Array<{ used: string }> = await em.query(
      `SELECT COALESCE(SUM(bytes), 0) AS used FROM attachments WHERE user_id = $1`,
      [userId],
    );
    return Number(row.used);
  }

  /** True when the record is the user's; holds it (FOR KEY SHARE) so it cannot go before commit. */
  async holdRecord(em: EntityManager, userId: string, recordId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM work_records WHERE id = $1 AND user_id = $2 FOR KEY SHARE`,
      [recordId, userId],
    );
    return rows.length > 0;
  }

  async insert(em: EntityManager, row: AttachmentRow): Promise<void> {
    await em.query(
      `INSERT INTO attachments (id, user_id, work_record_id, content_type, bytes, width, height, thumb_content_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        row.id,
        row.userId,
        row.workRecordId,
        row.contentType,
        row.bytes,
        row.width,
        row.height,
        row.thumbContentType,
      ],
    );
  }

  async find(userId: string, id: string): Promise<AttachmentRow | null> {
    const [row]: AttachmentRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM attachments WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  }

  /** The attachments of the given records (in upload order), for the export. */
  ofRecords(userId: string, recordIds: string[]): Promise<AttachmentRow[]> {
    if (!recordIds.length) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM attachments WHERE user_id = $1 AND work_record_id = ANY($2::uuid[])
       ORDER BY created_at, id`,
      [userId, recordIds],
    );
  }

  /** A page of a user's attachments in id order (keyset), for the JSON export. */
  page(userId: string, afterId: string | null, limit: number): Promise<AttachmentRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM attachments WHERE user_id = $1 AND ($2::uuid IS NULL OR id > $2::uuid)
       ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  }

  /** Ids of the record's attachments, read before it is deleted so a bucket can forget them. */
  async idsOfRecord(em: EntityManager, userId: string, recordId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await em.query(
      `SELECT id FROM attachments WHERE user_id = $1 AND work_record_id = $2`,
      [userId, recordId],
    );
    return rows.map((r) => r.id);
  }

  /** Owners of the ids that exist (any user): an import keeps an id only when it is free. */
  async owners(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: Array<{ id: string; userId: string }> = await em.query(
      `SELECT id, user_id AS "userId" FROM attachments WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.userId]));
  }
}
