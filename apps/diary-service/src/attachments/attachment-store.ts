// Where attachment bytes live, behind one interface: Postgres by default (backups hold them), or an
// S3-compatible bucket (ATTACHMENT_STORE=s3) for diaries that outgrow one database. The metadata
// row (attachments) is always in Postgres, so ownership checks and the quota never ask the store.
import type { EntityManager } from 'typeorm';

export const ATTACHMENT_STORE = Symbol('ATTACHMENT_STORE');

export type AttachmentVariant = 'original' | 'thumb';

/** Bytes per base64 slice: a multiple of 3 (slices join into one base64 text), 64 KB of text. */
export const BASE64_SLICE = 48 * 1024;

/** `bytes` as base64 in slices of BASE64_SLICE bytes. */
export function* base64Slices(bytes: Buffer): Generator<string> {
  for (let at = 0; at < bytes.length; at += BASE64_SLICE)
    yield bytes.toString('base64', at, Math.min(bytes.length, at + BASE64_SLICE));
}

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
  /**
   * The bytes as base64 text in slices that join into one base64 text, or null as `get`; a store
   * that can write base64 itself (Postgres) spares the export the bytes (docs/decisions.md,
   * "The JSON export in flat memory").
   */
  base64?(ref: AttachmentRef, variant: AttachmentVariant): Promise<string[] | null>;
  /** Forgets attachments whose rows are gone (Postgres: their blobs went by cascade already). */
  remove(refs: AttachmentRef[]): Promise<void>;
  /** Forgets everything of a deleted account. */
  removeUser(userId: string): Promise<void>;
}
