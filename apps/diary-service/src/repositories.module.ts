// The diary's data access: one repository per table (or concept), each holding all of its SQL.
// Feature modules import this module; services reach the database only through these classes.
import { Module } from '@nestjs/common';
import { WorkRecordsRepository } from './work-records/work-records.repository';
import { WorkNotesRepository } from './work-notes/work-notes.repository';
import { DraftNotesRepository } from './draft-notes/draft-notes.repository';
import { NoteRevisionsRepository } from './work-notes/note-revisions.repository';
import { TrashRepository } from './trash/trash.repository';

const repositories = [
  WorkRecordsRepository,
  WorkNotesRepository,
  DraftNotesRepository,
  NoteRevisionsRepository,
  TrashRepository,
];

@Module({ providers: repositories, exports: repositories })
export class RepositoriesModule {}
