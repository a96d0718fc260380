import { BadRequestException, Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { GenerateSummaryResponse } from '@diary/contracts';
import { GenerateSummaryDto } from './summaries.dto';
import { SummariesService } from './summaries.service';
import { DayKeyPipe } from '@diary/server-core';

@Controller('api/work-records')
@UseGuards(SessionAuthGuard)
export class SummariesController {
  constructor(private readonly summaries: SummariesService) {}

  /**
   * 202 {recordIds}: the records whose summaries were queued; the day's report is queued too.
   * Regenerations (each can cost a paid provider call per session) are limited per user per minute
   * and per day (RegenerationLimit, the same count as stop and resume): 429 with Retry-After; so is
   * a request while the user has AI_MAX_QUEUED_PER_USER summaries queued.
   */
  @Post(':date/generate-summary')
  @HttpCode(202)
  async generate(
    @CurrentUser() user: SessionUser,
    @Param('date', DayKeyPipe) date: string,
    @Body() body: GenerateSummaryDto,
  ): Promise<GenerateSummaryResponse> {
    const regenerate = body?.regenerate === true;
    const discardEdits = body?.discardEdits === true;
    if (discardEdits && !regenerate)
      throw new BadRequestException(
        'discardEdits needs regenerate: true (edits are dropped only by a regeneration).',
      );
    // The regeneration limit is taken in SummariesService.generate, as on every other path.
    return this.summaries.generate(user.id, date, regenerate, discardEdits);
  }
}
