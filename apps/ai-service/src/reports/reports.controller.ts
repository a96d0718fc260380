import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { DailyReport } from '@diary/contracts';
import { DayKeyPipe, UserEventsPublisher } from '@diary/server-core';
import { ReportsService } from './reports.service';

@Controller('api/reports')
@UseGuards(SessionAuthGuard)
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly events: UserEventsPublisher,
  ) {}

  /** The caller's report of a day; status "none" with empty fields when there is none yet. */
  @Get(':date')
  get(@CurrentUser() user: SessionUser, @Param('date', DayKeyPipe) date: string): Promise<DailyReport> {
    return this.reports.get(user.id, date);
  }

  /** 200 the report with the caller's subject and lines ({subject?, sections?}), `edited: true`. */
  @Patch(':date')
  async edit(
    @CurrentUser() user: SessionUser,
    @Param('date', DayKeyPipe) date: string,
    @Body() body: unknown,
  ): Promise<DailyReport> {
    const report = await this.reports.edit(user.id, date, body);
    // The person's other tabs and devices fetch it again.
    await this.events.publish(user.id, { type: 'report_completed', date });
    return report;
  }
}
