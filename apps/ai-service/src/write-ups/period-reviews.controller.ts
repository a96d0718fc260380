// GET /api/reports/{kind}/{period} and POST …/generate for every kind of period-review-kinds.ts
// (/api/reports/week/{monday}, …); a kind not in the registry is a 404.
import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, type SessionUser } from '@diary/server-auth';
import type { WeekReport } from '@diary/contracts';
import { CONFIG, describeWait, UserRateLimiter } from '@diary/server-core';
import type { AiConfig } from '../config';
import { periodReviewKind, type PeriodReviewKind } from './period-review-kinds';
import { PeriodReviewsService } from './period-reviews.service';

@Controller('api/reports')
@UseGuards(SessionAuthGuard)
export class PeriodReviewsController {
  constructor(
    private readonly reviews: PeriodReviewsService,
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /** The caller's review of that period (date = its first day); status "none" when there is none yet. */
  @Get(':kind/:period')
  get(
    @CurrentUser() user: SessionUser,
    @Param('kind') name: string,
    @Param('period') period: string,
  ): Promise<WeekReport> {
    const kind = kindOf(name);
    return this.reviews.get(kind, user.id, kind.parse(period));
  }

  /**
   * 202: the review is being written; the kind's event (`week_report_completed`) arrives on the
   * socket when done. Each is a provider call (with a paid provider, money): limited per user per
   * minute and per day like summary regeneration, then 429 with Retry-After (R3-D4).
   */
  @Post(':kind/:period/generate')
  @HttpCode(202)
  async generate(
    @CurrentUser() user: SessionUser,
    @Param('kind') name: string,
    @Param('period') period: string,
  ): Promise<Record<string, string>> {
    const kind = kindOf(name);
    const start = kind.parse(period);
    const { limit } = kind;
    await this.limiter.take(
      limit.name,
      user.id,
      [
        { seconds: 60, max: limit.perMinute(this.config) },
        { seconds: 86400, max: limit.perDay(this.config) },
      ],
      (wait) => `${limit.tooOften} Please try again in ${describeWait(wait)}.`,
    );
    await this.reviews.generate(kind, user.id, start);
    return { [kind.kind]: kind.label(start), status: 'generating' };
  }
}

function kindOf(name: string): PeriodReviewKind {
  const kind = periodReviewKind(name);
  if (!kind) throw new NotFoundException(`There is no kind of review called "${name}".`);
  return kind;
}
