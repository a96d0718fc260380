import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { RepositoriesModule } from '../repositories.module';
import { AttachmentsModule } from '../attachments/attachments.module';
import { TrashController } from './trash.controller';
import { TrashService } from './trash.service';

@Module({
  imports: [OutboxModule, RepositoriesModule, AttachmentsModule],
  controllers: [TrashController],
  providers: [TrashService],
  exports: [TrashService],
})
export class TrashModule {}
