import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { RepositoriesModule } from '../repositories.module';
import { WorkNotesModule } from '../work-notes/work-notes.module';
import { AttachmentsModule } from '../attachments/attachments.module';
import { ProjectsModule } from '../projects/projects.module';
import { WorkRecordsController } from './work-records.controller';
import { WorkRecordsService } from './work-records.service';
import { RecordReader } from './record-reader';
import { RecordsRangeController } from './records-range.controller';
import { RecordsRangeRepository } from './records-range.repository';
import { SummaryEditsController } from './summary-edits.controller';
import { SummaryEditsService } from './summary-edits.service';

@Module({
  imports: [OutboxModule, RepositoriesModule, WorkNotesModule, AttachmentsModule, ProjectsModule],
  controllers: [WorkRecordsController, RecordsRangeController, SummaryEditsController],
  providers: [WorkRecordsService, RecordReader, RecordsRangeRepository, SummaryEditsService],
  exports: [WorkRecordsService, RecordReader],
})
export class WorkRecordsModule {}
