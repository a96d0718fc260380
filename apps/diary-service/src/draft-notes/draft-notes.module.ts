import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { DraftNotesController } from './draft-notes.controller';
import { DraftNotesService } from './draft-notes.service';

@Module({
  imports: [OutboxModule],
  controllers: [DraftNotesController],
  providers: [DraftNotesService],
})
export class DraftNotesModule {}
