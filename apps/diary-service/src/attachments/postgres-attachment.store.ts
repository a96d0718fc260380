// The default store: bytes in attachment_blobs, written in the same transaction as the metadata
// row, and removed with it by cascade.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AttachmentRef, AttachmentStore, AttachmentVariant, BASE64_SLICE } from './attachment-store';

/** Bytes per slice read (its hex text is twice that). */
export const BLOB_SLICE = 32 * 1024;

/** One attachment's blob in slices of `size` bytes (`slice`), each written as `part`, in order. */
const slicesSql = (part: string, size: number) => `SELECT ${part} AS part
  FROM attachment_blobs b JOIN attachments a ON a.id = b.attachment_id
  CROSS JOIN generate_series(1, greatest(octet_length(b.data), 1), ${size}) AS s,
  LATERAL (SELECT substring(b.data FROM s FOR ${size}) AS slice) AS piece
  WHERE b.attachment_id = $1 AND a.user_id = $2 AND b.variant = $3
  ORDER BY s`;
const BYTES_SQL = slicesSql('slice', BLOB_SLICE);
// encode() breaks base64 lines every 76 characters: the breaks are taken out.
const BASE64_SQL = slicesSql(`translate(encode(slice, 'base64'), E'\\n', '')`, BASE64_SLICE);

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

  /**
   * The bytes, read as slices of BLOB_SLICE: Postgres sends bytea as hex text, and a slice's text
   * (64 KB) stays under V8's large-object size, so reading an image leaves only young garbage.
   */
  async get(ref: AttachmentRef, variant: AttachmentVariant): Promise<Buffer | null> {
    const rows: Array<{ part: Buffer }> = await this.dataSource.query(BYTES_SQL, [
      ref.id,
      ref.userId,
      variant,
    ]);
    return rows.length ? Buffer.concat(rows.map((r) => r.part)) : null;
  }

  /** The bytes as base64 slices of 64 KB of text (48 KB of bytes, a multiple of 3, so they join). */
  async base64(ref: AttachmentRef, variant: AttachmentVariant): Promise<string[] | null> {
    const rows: Array<{ part: string | null }> = await this.dataSource.query(BASE64_SQL, [
      ref.id,
      ref.userId,
      variant,
    ]);
    if (!rows.length) return null;
    // Taken out of the driver's rows, which may sit in V8's old space and would keep the text alive.
    return rows.map((row) => {
      const part = row.part ?? '';
      row.part = null;
      return part;
    });
  }

  async remove(): Promise<void> {
    // Nothing left to do: the blobs went with their attachments rows.
  }

  async removeUser(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM attachments WHERE user_id = $1`, [userId]);
  }
}
