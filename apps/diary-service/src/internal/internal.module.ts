import { Module } from '@nestjs/common';
import { WorkRecordsModule } from '../work-records/work-records.module';
import { RepositoriesModule } from '../repositories.module';
import { InternalController } from './internal.controller';
import { SearchDocumentsService } from './search-documents.service';
import { RecordCountsController } from './record-counts.controller';
import { RecordCountsRepository } from './record-counts.repository';

@Module({
  imports: [WorkRecordsModule, RepositoriesModule],
  controllers: [InternalController, RecordCountsController],
  providers: [SearchDocumentsService, RecordCountsRepository],
})
export class InternalModule {}
