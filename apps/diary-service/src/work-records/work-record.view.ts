import { isEdited, type Summary, type WorkRecord } from '@diary/contracts';
import type { SummaryStructure } from './summary-structure';
import type { WorkRecordEntity } from './work-record.entity';
import { NoteFields, toWorkNote } from '../work-notes/work-note.view';

/** What a record's view needs: an entity, or a row read with plain SQL (record-reader.ts). */
export type RecordFields = Pick<
  WorkRecordEntity,
  | 'id'
  | 'userId'
  | 'startTime'
  | 'endTime'
  | 'isActive'
  | 'date'
  | 'summarySubject'
  | 'summaryDescription'
  | 'tags'
> &
  Partial<Pick<WorkRecordEntity, 'summaryStructure' | 'summaryStale' | 'projectId' | 'description'>>;

export function toWorkRecord(record: RecordFields, notes: NoteFields[]): WorkRecord {
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
        ? {
            subject: record.summarySubject,
            description: record.summaryDescription,
            ...structureView(record.summaryStructure),
          }
        : null,
    tags: record.tags ?? [],
    projectId: record.projectId ?? null,
    description: record.description ?? null,
    ...(record.summaryStale ? { summaryStale: true } : {}),
  };
}

/** The stored structure as the API shows it: what was edited is `edited: true`, the rest stays inside. */
function structureView(structure: SummaryStructure | null | undefined): Partial<Summary> {
  if (!structure) return {};
  const { edits, ...shown } = structure;
  return isEdited({ edits: edits ?? null, sections: shown.sections }) ? { ...shown, edited: true } : shown;
}
