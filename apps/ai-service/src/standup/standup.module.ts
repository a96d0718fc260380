import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { bullConnection, CONFIG, type BaseConfig } from '@diary/server-core';
import { ReportsModule } from '../reports/reports.module';
import { PeriodReviewsModule } from '../write-ups/period-reviews.module';
import { Mailer } from './mailer';
import { SendsClient } from './sends.client';
import { StandupController } from './standup.controller';
import { StandupProcessor } from './standup.processor';
import { StandupSendsRepository } from './standup-sends.repository';
import { StandupService } from './standup.service';
import { STANDUP_QUEUE } from './standup-jobs';

@Module({
  imports: [
    BullModule.forRootAsync({ inject: [CONFIG], useFactory: (config: BaseConfig) => bullConnection(config) }),
    BullModule.registerQueue({ name: STANDUP_QUEUE }),
    ReportsModule,
    PeriodReviewsModule,
  ],
  controllers: [StandupController],
  providers: [StandupService, StandupProcessor, StandupSendsRepository, SendsClient, Mailer],
  exports: [BullModule],
})
export class StandupModule {}
