import { Module } from '@nestjs/common';
import { UserRateLimiter } from '@diary/server-core';
import { RegenerationLimit } from './regeneration-limit';
import { ClientsModule } from '../clients/clients.module';
import { JobsModule } from '../jobs/jobs.module';
import { ProvidersModule } from '../providers/providers.module';
import { ReportsModule } from '../reports/reports.module';
import { SummariesController } from './summaries.controller';
import { SummariesService } from './summaries.service';
import { SummaryProcessor } from './summary.processor';
import { SummaryRequestProcessor } from './summary-request.processor';

@Module({
  imports: [ClientsModule, JobsModule, ProvidersModule, ReportsModule],
  controllers: [SummariesController],
  providers: [
    SummariesService,
    SummaryProcessor,
    SummaryRequestProcessor,
    UserRateLimiter,
    RegenerationLimit,
  ],
})
export class SummariesModule {}
