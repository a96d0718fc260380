import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { STANDUP_QUEUE } from '../standup/standup-jobs';
import { UserRateLimiter } from '@diary/server-core';
import { ClientsModule } from '../clients/clients.module';
import { JobsModule } from '../jobs/jobs.module';
import { ProvidersModule } from '../providers/providers.module';
import { ReportsModule } from '../reports/reports.module';
import { WeeklyReportProcessor } from './weekly-report.processor';
import { WeeklyReportsController } from './weekly-reports.controller';
import { WeeklyReportsRepository } from './weekly-reports.repository';
import { WeeklyReportsService } from './weekly-reports.service';

@Module({
  // The stand-up queue: a finished review is e-mailed to those who asked (weekly digest).
  imports: [
    ClientsModule,
    JobsModule,
    ProvidersModule,
    ReportsModule,
    BullModule.registerQueue({ name: STANDUP_QUEUE }),
  ],
  controllers: [WeeklyReportsController],
  providers: [WeeklyReportsService, WeeklyReportsRepository, WeeklyReportProcessor, UserRateLimiter],
  exports: [WeeklyReportsService],
})
export class WeeklyReportsModule {}
