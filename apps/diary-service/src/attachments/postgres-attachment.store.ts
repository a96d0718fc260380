// The default store: bytes in attachment_blobs, written in the same transaction as the metadata
// row, and removed with it by cascade.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AttachmentRef, AttachmentStore, AttachmentVariant } from './attachment-store';

@Injectable()
export class PostgresAttachmentStore implements AttachmentStore {
  readonly kind = 'postgres' as const;

  constructor(private readonly dataSource: DataSource) {}

  async put(
    em: EntityManager,
    ref: AttachmentRef,
    files: { original: Buffer; thumb: Buffer },
  ): Promise<void> {
    await em.query(
      `INSERT INTO attachment_blobs (attachment_id, variant, data) VALUES ($1, 'original', $2), ($1, 'thumb', $3)`,
      [ref.id, files.original, files.thumb],
    );
  }

  async get(ref: AttachmentRef, variant: AttachmentVariant): Promise<Buffer | null> {
    const [row]: Array<{ data: Buffer }> = await this.dataSource.query(
      `SELECT b.data FROM attachment_blobs b JOIN attachments a ON a.id = b.attachment_id
       WHERE b.attachment_id = $1 AND a.user_id = $2 AND b.variant = $3`,
      [ref.id, ref.userId, variant],
    );
    return row?.data ?? null;
  }

  async remove(): Promise<void> {
    // Nothing left to do: the blobs went with their attachments rows.
  }

  async removeUser(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM attachments WHERE user_id = $1`, [userId]);
  }
}
