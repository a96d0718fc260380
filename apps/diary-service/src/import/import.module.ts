import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { OutboxModule } from '../outbox/outbox.module';
import { AttachmentsModule } from '../attachments/attachments.module';
import { ProjectsModule } from '../projects/projects.module';
import { ImportController } from './import.controller';
import { ImportRepository } from './import.repository';
import { RepositoriesModule } from '../repositories.module';
import { ImportService } from './import.service';
import { ImportParserPool } from './import-parser.pool';
import { ImportSlots } from './import-slots';
import { ImportAttachments } from './import-attachments';

/** POST /api/import: our JSON archive, Toggl Track or Clockify CSV, all or nothing, idempotent. */
@Module({
  imports: [ClientsModule, OutboxModule, AttachmentsModule, ProjectsModule, RepositoriesModule],
  controllers: [ImportController],
  providers: [ImportRepository, ImportService, ImportParserPool, ImportSlots, ImportAttachments],
})
export class ImportModule {}
