import { Module } from '@nestjs/common';
import { WorkRecordsModule } from '../work-records/work-records.module';
import { RepositoriesModule } from '../repositories.module';
import { InternalController } from './internal.controller';
import { SearchDocumentsService } from './search-documents.service';

@Module({
  imports: [WorkRecordsModule, RepositoriesModule],
  controllers: [InternalController],
  providers: [SearchDocumentsService],
})
export class InternalModule {}
