// GET /internal/users/:userId/stats?from&to: the same numbers as GET /api/stats, for the ai
// service's weekly review (so its minutes per day and per tag equal the Time tab's).
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import type { StatsResponse } from '@diary/contracts';
import { InternalGuard } from '@diary/server-auth';
import { UserIdPipe } from '../http/id-pipes';
import { StatsService } from './stats.service';

@Controller('internal/users/:userId/stats')
@UseGuards(InternalGuard)
export class InternalStatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  range(
    @Param('userId', UserIdPipe) userId: string,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
  ): Promise<StatsResponse> {
    return this.stats.range(userId, from, to);
  }
}
