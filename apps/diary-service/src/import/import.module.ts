import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { OutboxModule } from '../outbox/outbox.module';
import { ImportController } from './import.controller';
import { ImportRepository } from './import.repository';
import { ImportService } from './import.service';
import { ImportParserPool } from './import-parser.pool';
import { ImportSlots } from './import-slots';

/** POST /api/import: our JSON archive, Toggl Track or Clockify CSV, all or nothing, idempotent. */
@Module({
  imports: [ClientsModule, OutboxModule],
  controllers: [ImportController],
  providers: [ImportRepository, ImportService, ImportParserPool, ImportSlots],
})
export class ImportModule {}
