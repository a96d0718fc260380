import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { AttachmentsModule } from '../attachments/attachments.module';
import { ProjectsModule } from '../projects/projects.module';
import { ExportController } from './export.controller';
import { ExportRepository } from './export.repository';
import { ExportService } from './export.service';

/** GET /api/export: the whole diary as JSON, a Markdown zip or CSV, streamed. */
@Module({
  imports: [ClientsModule, AttachmentsModule, ProjectsModule],
  controllers: [ExportController],
  providers: [ExportRepository, ExportService],
  exports: [ExportRepository, ExportService],
})
export class ExportModule {}
