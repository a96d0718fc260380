import type { WorkNote } from '@diary/contracts';
import type { WorkNoteEntity } from './work-note.entity';

export function toWorkNote(note: WorkNoteEntity): WorkNote {
  return {
    id: note.id,
    userId: note.userId,
    content: note.content,
    timestamp: note.timestamp.toISOString(),
    workRecordId: note.workRecordId,
  };
}
