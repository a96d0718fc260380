// Where attachment bytes live, behind one interface: Postgres by default (backups hold them), or an
// S3-compatible bucket (ATTACHMENT_STORE=s3) for diaries that outgrow one database. The metadata
// row (attachments) is always in Postgres, so ownership checks and the quota never ask the store.
import type { EntityManager } from 'typeorm';

export const ATTACHMENT_STORE = Symbol('ATTACHMENT_STORE');

export type AttachmentVariant = 'original' | 'thumb';

export interface AttachmentRef {
  userId: string;
  id: string;
}

export interface AttachmentStore {
  readonly kind: 'postgres' | 's3';
  /** Saves both variants; `em` is the transaction that inserts the metadata row. */
  put(
    em: EntityManager,
    ref: AttachmentRef,
    files: { original: Buffer; originalType: string; thumb: Buffer; thumbType: string },
  ): Promise<void>;
  /** The bytes, or null when the store has none (a missing object). */
  get(ref: AttachmentRef, variant: AttachmentVariant): Promise<Buffer | null>;
  /** Forgets attachments whose rows are gone (Postgres: their blobs went by cascade already). */
  remove(refs: AttachmentRef[]): Promise<void>;
  /** Forgets everything of a deleted account. */
  removeUser(userId: string): Promise<void>;
}
