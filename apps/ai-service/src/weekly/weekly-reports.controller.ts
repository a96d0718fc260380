import { Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { WeekReport } from '@diary/contracts';
import { CONFIG, describeWait, UserRateLimiter } from '@diary/server-core';
import type { AiConfig } from '../config';
import { parseMonday, WeeklyReportsService } from './weekly-reports.service';

@Controller('api/reports/week')
@UseGuards(SessionAuthGuard)
export class WeeklyReportsController {
  constructor(
    private readonly weekly: WeeklyReportsService,
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /** The caller's review of the week starting on that Monday; status "none" when there is none yet. */
  @Get(':monday')
  get(@CurrentUser() user: SessionUser, @Param('monday') monday: string): Promise<WeekReport> {
    return this.weekly.get(user.id, parseMonday(monday));
  }

  /**
   * 202: the review is being written; `week_report_completed` arrives on the socket when done. Each
   * is a provider call (with a paid provider, money): limited per user per minute and per day like
   * summary regeneration, then 429 with Retry-After (R3-D4).
   */
  @Post(':monday/generate')
  @HttpCode(202)
  async generate(
    @CurrentUser() user: SessionUser,
    @Param('monday') monday: string,
  ): Promise<{ week: string; status: 'generating' }> {
    const week = parseMonday(monday);
    await this.limiter.take(
      'weekly-review',
      user.id,
      [
        { seconds: 60, max: this.config.WEEKLY_REVIEW_MAX_PER_MINUTE },
        { seconds: 86400, max: this.config.WEEKLY_REVIEW_MAX_PER_DAY },
      ],
      (wait) => `You have asked for weekly reviews too often. Please try again in ${describeWait(wait)}.`,
    );
    await this.weekly.generate(user.id, week);
    return { week, status: 'generating' };
  }
}
