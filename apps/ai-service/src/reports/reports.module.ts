import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { JobsModule } from '../jobs/jobs.module';
import { ProvidersModule } from '../providers/providers.module';
import { DailyReportEntity } from './daily-report.entity';
import { ReportProcessor } from './report.processor';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { DailyReportsRepository } from './daily-reports.repository';

@Module({
  imports: [TypeOrmModule.forFeature([DailyReportEntity]), ClientsModule, JobsModule, ProvidersModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportProcessor, DailyReportsRepository],
  exports: [ReportsService],
})
export class ReportsModule {}
