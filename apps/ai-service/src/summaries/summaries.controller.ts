import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { GenerateSummaryResponse } from '@diary/contracts';
import { DayKeyPipe } from './day-key.pipe';
import { GenerateSummaryDto } from './summaries.dto';
import { SummariesService } from './summaries.service';

@Controller('api/work-records')
@UseGuards(SessionAuthGuard)
export class SummariesController {
  constructor(private readonly summaries: SummariesService) {}

  /** 202 {recordIds}: the records whose summaries were queued; the day's report is queued too. */
  @Post(':date/generate-summary')
  @HttpCode(202)
  generate(
    @CurrentUser() user: SessionUser,
    @Param('date', DayKeyPipe) date: string,
    @Body() body: GenerateSummaryDto,
  ): Promise<GenerateSummaryResponse> {
    return this.summaries.generate(user.id, date, body?.regenerate === true);
  }
}
