import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { WeekReport } from '@diary/contracts';
import { parseMonday, WeeklyReportsService } from './weekly-reports.service';

@Controller('api/reports/week')
@UseGuards(SessionAuthGuard)
export class WeeklyReportsController {
  constructor(private readonly weekly: WeeklyReportsService) {}

  /** The caller's review of the week starting on that Monday; status "none" when there is none yet. */
  @Get(':monday')
  get(@CurrentUser() user: SessionUser, @Param('monday') monday: string): Promise<WeekReport> {
    return this.weekly.get(user.id, parseMonday(monday));
  }

  /** 202: the review is being written; `week_report_completed` arrives on the socket when done. */
  @Post(':monday/generate')
  @HttpCode(202)
  async generate(
    @CurrentUser() user: SessionUser,
    @Param('monday') monday: string,
  ): Promise<{ week: string; status: 'generating' }> {
    const week = parseMonday(monday);
    await this.weekly.generate(user.id, week);
    return { week, status: 'generating' };
  }
}
