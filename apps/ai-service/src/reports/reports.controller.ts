import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { DailyReport } from '@diary/contracts';
import { ReportsService } from './reports.service';
import { DayKeyPipe } from '@diary/server-core';

@Controller('api/reports')
@UseGuards(SessionAuthGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** The caller's report of a day; status "none" with empty fields when there is none yet. */
  @Get(':date')
  get(@CurrentUser() user: SessionUser, @Param('date', DayKeyPipe) date: string): Promise<DailyReport> {
    return this.reports.get(user.id, date);
  }
}
