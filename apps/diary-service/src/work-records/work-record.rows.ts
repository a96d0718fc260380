// Row shapes of work_records that more than one repository reads or writes, named once and taken
// from the entity, so that a column's name and type change in one place.
import type { WorkRecordEntity } from './work-record.entity';

/** The columns a record carries through an export and back in through an import. */
export type PortableRecordRow = Pick<
  WorkRecordEntity,
  | 'id'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'isActive'
  | 'summarySubject'
  | 'summaryDescription'
  | 'tags'
  | 'projectId'
>;

/** A record the import inserts: the portable columns, its owner and its change time. */
export type NewRecordRow = PortableRecordRow &
  Pick<WorkRecordEntity, 'userId' | 'updatedAt'> &
  Partial<Pick<WorkRecordEntity, 'description'>>;
