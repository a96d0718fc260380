import type { WorkNote } from '@diary/contracts';
import type { WorkNoteEntity } from './work-note.entity';

/** What a note's view needs: an entity, or a row read with plain SQL. */
export type NoteFields = Pick<WorkNoteEntity, 'id' | 'userId' | 'content' | 'timestamp' | 'workRecordId'> &
  Partial<Pick<WorkNoteEntity, 'editedAt' | 'sealed'>>;

export function toWorkNote(note: NoteFields): WorkNote {
  return {
    id: note.id,
    userId: note.userId,
    content: note.content,
    timestamp: note.timestamp.toISOString(),
    updatedAt: (note.editedAt ?? note.timestamp).toISOString(),
    workRecordId: note.workRecordId,
    ...(note.sealed ? { sealed: note.sealed } : {}),
  };
}
