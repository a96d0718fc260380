import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { WorkNotesController } from './work-notes.controller';
import { WorkNotesService } from './work-notes.service';
import { WorkNoteClientIdsRepository } from './work-note-client-ids.repository';

@Module({
  imports: [OutboxModule],
  controllers: [WorkNotesController],
  providers: [WorkNotesService, WorkNoteClientIdsRepository],
})
export class WorkNotesModule {}
