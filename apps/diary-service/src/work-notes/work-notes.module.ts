import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { WorkNotesController } from './work-notes.controller';
import { WorkNotesService } from './work-notes.service';
import { RepositoriesModule } from '../repositories.module';
import { NoteWriter } from './note-writer';

@Module({
  imports: [OutboxModule, RepositoriesModule],
  controllers: [WorkNotesController],
  providers: [WorkNotesService, NoteWriter],
  exports: [NoteWriter, WorkNotesService],
})
export class WorkNotesModule {}
