import { Module } from '@nestjs/common';
import { StatsController, TagsController } from './stats.controller';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';
import { InternalStatsController } from './internal-stats.controller';

@Module({
  controllers: [TagsController, StatsController, InternalStatsController],
  providers: [StatsService, StatsRepository],
  exports: [StatsService],
})
export class StatsModule {}
