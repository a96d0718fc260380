import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { RepositoriesModule } from '../repositories.module';
import { DraftNotesController } from './draft-notes.controller';
import { DraftNotesService } from './draft-notes.service';

@Module({
  imports: [OutboxModule, RepositoriesModule],
  controllers: [DraftNotesController],
  providers: [DraftNotesService],
})
export class DraftNotesModule {}
