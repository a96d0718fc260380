import { Module } from '@nestjs/common';
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
  imports: [ClientsModule, JobsModule, ProvidersModule, ReportsModule],
  controllers: [WeeklyReportsController],
  providers: [WeeklyReportsService, WeeklyReportsRepository, WeeklyReportProcessor, UserRateLimiter],
})
export class WeeklyReportsModule {}
