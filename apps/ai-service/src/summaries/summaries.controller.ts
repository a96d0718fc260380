import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Inject,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import { CONFIG, describeWait, UserRateLimiter } from '@diary/server-core';
import type { AiConfig } from '../config';
import type { GenerateSummaryResponse } from '@diary/contracts';
import { GenerateSummaryDto } from './summaries.dto';
import { SummariesService } from './summaries.service';
import { DayKeyPipe } from '@diary/server-core';

@Controller('api/work-records')
@UseGuards(SessionAuthGuard)
export class SummariesController {
  constructor(
    private readonly summaries: SummariesService,
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /**
   * 202 {recordIds}: the records whose summaries were queued; the day's report is queued too.
   * Regenerations (each can cost a paid provider call per session) are limited per user per minute
   * and per day: 429 with Retry-After.
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
    if (regenerate)
      await this.limiter.take(
        'regenerate',
        user.id,
        [
          { seconds: 60, max: this.config.REGENERATE_MAX_PER_MINUTE },
          { seconds: 86400, max: this.config.REGENERATE_MAX_PER_DAY },
        ],
        (wait) => `You have regenerated summaries too often. Please try again in ${describeWait(wait)}.`,
      );
    return this.summaries.generate(user.id, date, regenerate, discardEdits);
  }
}
