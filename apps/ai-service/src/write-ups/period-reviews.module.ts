// Period reviews (write-ups/period-review-kinds.ts): their routes, queue worker and table.
import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { STANDUP_QUEUE } from '../standup/standup-jobs';
import { UserRateLimiter } from '@diary/server-core';
import { ClientsModule } from '../clients/clients.module';
import { JobsModule } from '../jobs/jobs.module';
import { ProvidersModule } from '../providers/providers.module';
import { ReportsModule } from '../reports/reports.module';
import { PeriodReviewProcessor } from './period-review.processor';
import { PeriodReviewsController } from './period-reviews.controller';
import { PeriodReviewsRepository } from './period-reviews.repository';
import { PeriodReviewsService } from './period-reviews.service';

@Module({
  // The stand-up queue: a finished review is e-mailed to those who asked (weekly digest).
  imports: [
    ClientsModule,
    JobsModule,
    ProvidersModule,
    ReportsModule,
    BullModule.registerQueue({ name: STANDUP_QUEUE }),
  ],
  controllers: [PeriodReviewsController],
  providers: [PeriodReviewsService, PeriodReviewsRepository, PeriodReviewProcessor, UserRateLimiter],
  exports: [PeriodReviewsService],
})
export class PeriodReviewsModule {}
