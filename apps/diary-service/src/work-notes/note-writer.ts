// Adds a note to a record inside the caller's transaction and queues its search index update.
// Shared by POST /api/work-notes and the `note` field of PATCH /api/work-records/:id.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WorkRecordEntity } from '../work-records/work-record.entity';
import type { NoteFields } from './work-note.view';
import type { EmitEvent } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';

type RecordRef = Pick<WorkRecordEntity, 'id' | 'userId' | 'date'>;

/** Plain SQL (saving a note is the most frequent write); the bare baseline of tools/bench/api runs it too. */
export const INSERT_NOTE_SQL = `INSERT INTO work_notes (id, user_id, work_record_id, content, timestamp, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6)`;

export async function insertNote(
  em: EntityManager,
  emit: EmitEvent,
  record: RecordRef,
  content: string,
  timestamp: Date,
): Promise<NoteFields> {
  const version = nextChangeVersion();
  const note: NoteFields = {
    id: randomUUID(),
    userId: record.userId,
    workRecordId: record.id,
    content,
    timestamp,
  };
  await em.query(INSERT_NOTE_SQL, [
    note.id,
    note.userId,
    note.workRecordId,
    content,
    timestamp,
    new Date(version),
  ]);
  emitNoteUpsert(emit, note, record.date, version);
  return note;
}

export function emitNoteUpsert(emit: EmitEvent, note: NoteFields, date: string, version: number): void {
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
