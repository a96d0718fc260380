// The trash: deleted notes and sessions, kept TRASH_DAYS (30) so they can be restored. Restoring
// puts the same rows back and queues their search index updates; a note whose session is gone
// too waits for its session to be restored first.
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { TrashItem, TrashRestoreResult } from '@diary/contracts';
import { TRASH_DAYS } from '@diary/contracts';
import { OutboxService, type EmitEvent } from '../outbox/outbox.service';
import { emitIndexJob, type IndexedNote, searchIndexJob } from '../outbox/search-index-jobs';
import { nextChangeVersion } from '../outbox/change-version';
import { WorkRecordsRepository } from '../work-records/work-records.repository';
import { ATTACHMENT_STORE, type AttachmentStore } from '../attachments/attachment-store';
import { TrashRepository, type TrashPayload, type TrashRow } from './trash.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRASH_ITEM_NOT_FOUND = 'That item is not in the trash.';

type Row = Record<string, unknown>;
const instant = (v: unknown) => new Date(String(v));

@Injectable()
export class TrashService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly trash: TrashRepository,
    private readonly records: WorkRecordsRepository,
    @Inject(ATTACHMENT_STORE) private readonly store: AttachmentStore,
  ) {}

  private readonly logger = new Logger(TrashService.name);

  async list(userId: string): Promise<TrashItem[]> {
    return (await this.trash.list(userId)).map(toTrashItem);
  }

  async restore(userId: string, id: string): Promise<TrashRestoreResult> {
    return this.outbox.transaction(async (em, emit) => {
      const item = await this.trash.lockOwn(em, userId, id);
      if (!item) throw new NotFoundException(TRASH_ITEM_NOT_FOUND);
      const { payload } = item;
      if (item.kind === 'note') {
        const recordId = String(payload.notes[0]?.work_record_id ?? '');
        const record = await this.records.lockForNote(em, userId, recordId);
        if (!record)
          throw new ConflictException(
            "This note's session was deleted too. Restore the session from the trash first, then the note.",
          );
        await this.putBack(em, payload);
        await this.records.markSummaryStale(em, userId, record.id);
        emitNotes(emit, userId, payload.notes, record.date);
      } else {
        await this.putBack(em, payload);
        emitSession(emit, userId, payload);
      }
      await this.trash.remove(em, userId, id);
      return { kind: item.kind, id: item.itemId, date: item.date };
    });
  }

  /** Empties the user's trash for good. */
  async empty(userId: string): Promise<void> {
    await this.forget(await this.trash.empty(userId));
  }

  /** Forgets what was deleted more than TRASH_DAYS before `now`. */
  async purge(now: Date): Promise<number> {
    const { count, attachments } = await this.trash.purgeDeletedBefore(
      new Date(now.getTime() - TRASH_DAYS * DAY_MS),
    );
    await this.forget(attachments);
    return count;
  }

  private async putBack(
    em: Parameters<Parameters<OutboxService['transaction']>[0]>[0],
    payload: TrashPayload,
  ) {
    if (payload.record) await this.trash.restoreRows(em, 'work_records', [payload.record]);
    await this.trash.restoreRows(em, 'work_notes', payload.notes);
    await this.trash.restoreRows(em, 'note_revisions', payload.revisions);
    await this.trash.restoreRows(em, 'attachments', payload.attachments);
    await this.trash.restoreRows(em, 'attachment_blobs', payload.blobs);
  }

  /** A bucket's objects of attachments that left with the trash (Postgres bytes went with the rows). */
  private async forget(attachments: Array<{ userId: string; id: string }>): Promise<void> {
    if (!attachments.length) return;
    await this.store.remove(attachments).catch((err: unknown) => {
      this.logger.warn(`attachment objects not removed: ${err instanceof Error ? err.message : String(err)}`);
    });
  }
}

function toTrashItem(row: TrashRow): TrashItem {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    date: row.date,
    title: row.title,
    deletedAt: row.deletedAt.toISOString(),
    expiresAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  };
}

function emitNotes(emit: EmitEvent, userId: string, notes: Row[], date: string): void {
  const version = nextChangeVersion();
  // A sealed note's text is never indexed.
  for (const n of notes.filter((note) => !note.sealed))
    emitIndexJob(
      emit,
      searchIndexJob.noteUpsert(
        {
          // The row's one-word columns are the note's fields of the same name (content, …).
          ...(n as Partial<IndexedNote>),
          id: String(n.id),
          userId,
          workRecordId: String(n.work_record_id),
          content: String(n.content),
          timestamp: instant(n.timestamp),
        },
        date,
        version,
      ),
    );
}

function emitSession(emit: EmitEvent, userId: string, payload: TrashPayload): void {
  const r = payload.record!;
  const recordId = String(r.id);
  const date = String(r.date);
  emitNotes(emit, userId, payload.notes, date);
  const version = nextChangeVersion();
  const tags = Array.isArray(r.tags) ? (r.tags as string[]) : [];
  if (tags.length) emitIndexJob(emit, searchIndexJob.recordTags(userId, recordId, tags, version));
  if (typeof r.summary_subject === 'string')
    emitIndexJob(
      emit,
      searchIndexJob.summaryUpsert(
        {
          userId,
          recordId,
          date,
          subject: r.summary_subject,
          description: String(r.summary_description ?? ''),
          startTime: instant(r.start_time),
        },
        version,
      ),
    );
}
