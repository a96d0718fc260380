// Rules of attachments: only real images (judged by their bytes), at most 50 megapixels, only on the
// caller's own sessions, within the per-user quota; served only to their owner.
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { attachmentUrl, type Attachment } from '@diary/contracts';
import { CONFIG, imageKind } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { RECORD_NOT_FOUND } from '../work-records/work-records.service';
import { ATTACHMENT_MESSAGES } from './attachment-upload.interceptor';
import { readImage, THUMB_CONTENT_TYPE, TooManyPixels, UnreadableImage } from './attachment-image';
import {
  ATTACHMENT_STORE,
  base64Slices,
  type AttachmentStore,
  type AttachmentVariant,
} from './attachment-store';
import { AttachmentRow, AttachmentsRepository } from './attachments.repository';

const MB = 1024 * 1024;

export const toAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  workRecordId: row.workRecordId,
  contentType: row.contentType,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  url: attachmentUrl(row.id),
});

export interface ServedFile {
  contentType: string;
  data: Buffer;
}

@Injectable()
export class AttachmentsService {
  private readonly logger = new Logger(AttachmentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: AttachmentsRepository,
    @Inject(ATTACHMENT_STORE) private readonly store: AttachmentStore,
    @Inject(CONFIG) private readonly config: DiaryConfig,
  ) {}

  /** Checks and stores one image; the metadata and (in Postgres) the bytes commit together. */
  async upload(userId: string, workRecordId: string, file: Buffer): Promise<Attachment> {
    const row = await this.prepare(userId, workRecordId, file);
    const thumb = row.thumb;
    await this.dataSource.transaction(async (em) => {
      await this.admit(em, userId, workRecordId, file.length);
      await this.save(em, row, file, thumb);
    });
    return toAttachment(row);
  }

  /** Judges the bytes and makes the thumbnail, before any lock is taken. */
  async prepare(
    userId: string,
    workRecordId: string,
    file: Buffer,
    id: string = randomUUID(),
  ): Promise<AttachmentRow & { thumb: Buffer }> {
    const contentType = imageKind(file);
    if (!contentType) throw new UnsupportedMediaTypeException(ATTACHMENT_MESSAGES.notImage);
    try {
      const image = await readImage(file);
      return {
        id,
        userId,
        workRecordId,
        contentType,
        bytes: file.length,
        width: image.width,
        height: image.height,
        thumbContentType: THUMB_CONTENT_TYPE,
        thumb: image.thumb,
      };
    } catch (err) {
      if (err instanceof TooManyPixels)
        throw new PayloadTooLargeException(ATTACHMENT_MESSAGES.tooManyPixels(err.width, err.height));
      if (err instanceof UnreadableImage) throw new BadRequestException(ATTACHMENT_MESSAGES.unreadable);
      throw err;
    }
  }

  /** Inside the transaction: the record is the caller's and the bytes fit in the quota. */
  async admit(em: EntityManager, userId: string, workRecordId: string, bytes: number): Promise<void> {
    if (!(await this.repo.holdRecord(em, userId, workRecordId)))
      throw new NotFoundException(RECORD_NOT_FOUND);
    await this.repo.lockUser(em, userId);
    const used = await this.repo.usedBytes(em, userId);
    if (used + bytes > this.config.ATTACHMENT_QUOTA_MB * MB)
      throw new PayloadTooLargeException(ATTACHMENT_MESSAGES.overQuota(this.config.ATTACHMENT_QUOTA_MB));
  }

  async save(em: EntityManager, row: AttachmentRow, original: Buffer, thumb: Buffer): Promise<void> {
    await this.repo.insert(em, row);
    await this.store.put(
      em,
      { userId: row.userId, id: row.id },
      { original, originalType: row.contentType, thumb, thumbType: row.thumbContentType },
    );
  }

  /** Ids of a record's attachments, read in the transaction that deletes it. */
  idsOfRecord(em: EntityManager, userId: string, recordId: string): Promise<string[]> {
    return this.repo.idsOfRecord(em, userId, recordId);
  }

  /**
   * After their rows are gone: a bucket forgets the objects. A failure is logged, not thrown: the
   * record is deleted and nobody can reach the objects any more (no row points at them).
   */
  async forget(userId: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.store.remove(ids.map((id) => ({ userId, id }))).catch((err: unknown) => {
      this.logger.warn(`attachment objects not removed: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  /** Everything of a deleted account (its rows went with its records; a bucket's objects too). */
  forgetUser(userId: string): Promise<void> {
    return this.store.removeUser(userId);
  }

  /** Metadata of the attachments of some records, for the Markdown export. */
  ofRecords(userId: string, recordIds: string[]): Promise<AttachmentRow[]> {
    return this.repo.ofRecords(userId, recordIds);
  }

  /** The original bytes, or null when they are missing from the store. */
  bytes(userId: string, id: string): Promise<Buffer | null> {
    return this.store.get({ userId, id }, 'original');
  }

  /** Every attachment of a user with its bytes as base64 slices, one at a time (the JSON export). */
  async *allOf(userId: string): AsyncGenerator<{ row: AttachmentRow; base64: Iterable<string> }> {
    let after: string | null = null;
    for (;;) {
      const rows = await this.repo.page(userId, after, 100);
      for (const row of rows) {
        const ref = { userId, id: row.id };
        const base64 = this.store.base64
          ? await this.store.base64(ref, 'original')
          : await this.store.get(ref, 'original').then((data) => data && base64Slices(data));
        if (base64) yield { row, base64 };
      }
      if (rows.length < 100) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** The bytes for their owner; anyone else (or a missing id) gets the same 404. */
  async read(userId: string, id: string, variant: AttachmentVariant): Promise<ServedFile> {
    const row = await this.repo.find(userId, id);
    if (!row) throw new NotFoundException(ATTACHMENT_MESSAGES.notFound);
    const data = await this.store.get({ userId, id }, variant);
    if (!data) throw new NotFoundException(ATTACHMENT_MESSAGES.notFound);
    return { contentType: variant === 'thumb' ? row.thumbContentType : row.contentType, data };
  }
}
