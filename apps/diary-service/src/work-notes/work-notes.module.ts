import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { WorkNotesController } from './work-notes.controller';
import { WorkNotesService } from './work-notes.service';

@Module({
  imports: [OutboxModule],
  controllers: [WorkNotesController],
  providers: [WorkNotesService],
})
export class WorkNotesModule {}
