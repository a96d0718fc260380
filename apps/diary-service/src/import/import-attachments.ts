// Attachments of an imported archive. An attachment keeps its id when it is free; when the id
// belongs to another user (their archive imported here), it gets one derived from the importer and
// the old id, so importing the same file again finds it and adds nothing. The notes that show it
// are rewritten before anything else so that their duplicate check sees the final text.
import {
  BadRequestException,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ATTACHMENT_LINK_RE, ATTACHMENT_UPLOAD } from '@diary/contracts';
import { AttachmentsRepository } from '../attachments/attachments.repository';
import { AttachmentsService } from '../attachments/attachments.service';
import { ImportedAttachment, ImportedRecord, ImportFileError } from './import-bundle';

/** A UUID-shaped id that depends only on the importer and the archive's id. */
export function derivedAttachmentId(userId: string, id: string): string {
  const h = createHash('sha256').update(`${userId}:${id}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface AttachmentPlan {
  /** Final id of each of the archive's attachments. */
  ids: Map<string, string>;
  /** Final ids the user has already (skipped). */
  owned: Set<string>;
}

@Injectable()
export class ImportAttachments {
  constructor(
    private readonly repo: AttachmentsRepository,
    private readonly attachments: AttachmentsService,
  ) {}

  /** Chooses every attachment's id (notes are rewritten to show them with showFinalIds). */
  async plan(
    em: EntityManager,
    userId: string,
    list: Array<Omit<ImportedAttachment, 'data'>>,
  ): Promise<AttachmentPlan> {
    const ids = new Map<string, string>();
    const owned = new Set<string>();
    if (!list.length) return { ids, owned };
    const owners = await this.repo.owners(
      em,
      list.map((a) => a.id),
    );
    const derived = list.map((a) => derivedAttachmentId(userId, a.id));
    const derivedOwners = await this.repo.owners(em, derived);
    list.forEach((a, i) => {
      const owner = owners.get(a.id);
      const finalId = owner === undefined || owner === userId ? a.id : derived[i];
      ids.set(a.id, finalId);
      if ((owners.get(finalId) ?? derivedOwners.get(finalId)) === userId) owned.add(finalId);
    });
    return { ids, owned };
  }

  /** Rewrites the sessions' notes to show their images' final ids (before their duplicate check). */
  showFinalIds(records: ImportedRecord[], plan: AttachmentPlan): void {
    if (!plan.ids.size) return;
    for (const record of records)
      for (const note of record.notes)
        note.content = note.content.replace(ATTACHMENT_LINK_RE, (link, id: string) => {
          const finalId = plan.ids.get(id.toLowerCase());
          return finalId ? `/api/attachments/${finalId}` : link;
        });
  }

  /**
   * Adds the attachments the user lacks to their (imported or existing) records, inside the import's
   * transaction, as they arrive (one image in memory at a time); returns [added, skipped]. With
   * dryRun only counts.
   */
  async apply(
    em: EntityManager,
    userId: string,
    list: AsyncIterable<ImportedAttachment>,
    plan: AttachmentPlan,
    recordIds: Map<string, string>,
    dryRun: boolean,
  ): Promise<[number, number]> {
    let added = 0;
    let skipped = 0;
    let i = -1;
    for await (const item of list) {
      i++;
      const id = plan.ids.get(item.id)!;
      const recordId = recordIds.get(item.recordSourceId);
      if (!recordId || plan.owned.has(id)) {
        skipped++;
        continue;
      }
      plan.owned.add(id);
      if (item.data.length > ATTACHMENT_UPLOAD.maxBytes)
        throw new PayloadTooLargeException(
          `The archive cannot be imported: attachments[${i}] is larger than ${ATTACHMENT_UPLOAD.maxBytes / (1024 * 1024)} MB.`,
        );
      const row = await this.attachments.prepare(userId, recordId, item.data, id).catch((err: unknown) => {
        throw this.named(err, i);
      });
      if (!dryRun) {
        await this.attachments.admit(em, userId, recordId, item.data.length);
        await this.attachments.save(em, row, item.data, row.thumb);
      }
      added++;
    }
    return [added, skipped];
  }

  /** An image the archive holds that cannot be kept: 400 naming it (413 stays 413). */
  private named(err: unknown, index: number): HttpException | unknown {
    const field = `attachments[${index}]`;
    if (err instanceof UnsupportedMediaTypeException)
      return new ImportFileError(
        `The archive cannot be imported: ${field} is not a PNG, JPEG, WebP or GIF image.`,
      );
    if (err instanceof BadRequestException)
      return new ImportFileError(`The archive cannot be imported: ${field} could not be read as an image.`);
    if (err instanceof PayloadTooLargeException)
      return new PayloadTooLargeException(`The archive cannot be imported: ${field}: ${err.message}`);
    return err;
  }
}
