import type { WorkRecord } from '@diary/contracts';
import type { WorkRecordEntity } from './work-record.entity';
import type { WorkNoteEntity } from '../work-notes/work-note.entity';
import { toWorkNote } from '../work-notes/work-note.view';

export function toWorkRecord(record: WorkRecordEntity, notes: WorkNoteEntity[]): WorkRecord {
  return {
    id: record.id,
    userId: record.userId,
    startTime: record.startTime.toISOString(),
    endTime: record.endTime ? record.endTime.toISOString() : null,
    isActive: record.isActive,
    date: record.date,
    notes: notes.map(toWorkNote),
    summary:
      record.summarySubject !== null && record.summaryDescription !== null
        ? { subject: record.summarySubject, description: record.summaryDescription }
        : null,
  };
}
