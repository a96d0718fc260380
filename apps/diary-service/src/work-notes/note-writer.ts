// Adds a note to a record inside the caller's transaction and queues its search index update.
// Shared by POST /api/work-notes and the `note` field of PATCH /api/work-records/:id.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { WorkNoteEntity } from './work-note.entity';
import type { WorkRecordEntity } from '../work-records/work-record.entity';
import type { EmitEvent } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';

type RecordRef = Pick<WorkRecordEntity, 'id' | 'userId' | 'date'>;

export async function insertNote(em: EntityManager, emit: EmitEvent, record: RecordRef, content: string, timestamp: Date): Promise<WorkNoteEntity> {
  const version = nextChangeVersion();
  const note = em.create(WorkNoteEntity, {
    id: randomUUID(),
    userId: record.userId,
    workRecordId: record.id,
    content,
    timestamp,
    updatedAt: new Date(version),
  });
  await em.insert(WorkNoteEntity, note);
  emitNoteUpsert(emit, note, record.date, version);
  return note;
}

export function emitNoteUpsert(emit: EmitEvent, note: WorkNoteEntity, date: string, version: number): void {
  emit({
    kind: 'search_index',
    userId: note.userId,
    payload: {
      kind: 'note.upsert',
      version,
      userId: note.userId,
      noteId: note.id,
      recordId: note.workRecordId,
      date,
      content: note.content,
      timestamp: note.timestamp.toISOString(),
    },
  });
}
