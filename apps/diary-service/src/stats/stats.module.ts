import { Module } from '@nestjs/common';
import { StatsController, TagsController } from './stats.controller';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

@Module({
  controllers: [TagsController, StatsController],
  providers: [StatsService, StatsRepository],
})
export class StatsModule {}
