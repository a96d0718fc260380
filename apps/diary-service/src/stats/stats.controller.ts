import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { StatsResponse, TagUsage } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { StatsService } from './stats.service';

@Controller('api/tags')
@UseGuards(SessionAuthGuard)
export class TagsController {
  constructor(private readonly stats: StatsService) {}

  /** The caller's tags with how many records carry each and their minutes, most used first. */
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<TagUsage[]> {
    return this.stats.tags(user.id);
  }
}

@Controller('api/stats')
@UseGuards(SessionAuthGuard)
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** GET /api/stats?from=yyyy-MM-dd&to=yyyy-MM-dd (both included, at most 366 days). */
  @Get()
  range(
    @CurrentUser() user: SessionUser,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
  ): Promise<StatsResponse> {
    return this.stats.range(user.id, from, to);
  }
}
