// Period reviews of every kind (period-review-kinds.ts): read one, queue one (on demand, or for
// every user who wants one when the kind's schedule runs).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { StatsResponse, WeekReport } from '@diary/contracts';
import { DiaryClient } from '../clients/diary.client';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { AiQueues } from '../jobs/ai-queues';
import { periodReviewJobId } from '../jobs/job-data';
import type { PeriodReviewKind } from './period-review-kinds';
import { PeriodReviewsRepository } from './period-reviews.repository';

@Injectable()
export class PeriodReviewsService {
  private readonly logger = new Logger(PeriodReviewsService.name);

  constructor(
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly repository: PeriodReviewsRepository,
    private readonly queues: AiQueues,
    private readonly diary: DiaryClient,
  ) {}

  async get(kind: PeriodReviewKind, userId: string, start: string): Promise<WeekReport> {
    const review = await this.repository.get(kind.kind, userId, start);
    if (review?.status === 'completed' && review.generatedAt)
      return this.withStale(kind, userId, start, review);
    return (
      review ?? {
        date: start,
        status: 'none',
        subject: null,
        description: null,
        insights: [],
        generatedAt: null,
        days: kind.days(start).map((date) => ({ date, minutes: 0, subject: null })),
      }
    );
  }

  /**
   * A review whose period changed since it was written says so (`stale: true`, contract "Always
   * fresh"): the period's minutes per day or per tag are no longer GET /api/stats's, or a daily
   * report of the period was written or edited after it (a note, a summary or a session changed).
   * When the diary cannot be asked, the review is shown without the flag.
   */
  private async withStale(
    kind: PeriodReviewKind,
    userId: string,
    start: string,
    review: WeekReport,
  ): Promise<WeekReport> {
    const days = kind.days(start);
    const end = days[days.length - 1];
    try {
      const [stats, reportsChanged] = await Promise.all([
        this.diary.stats(userId, start, end),
        this.repository.dayReportsChangedSince(userId, start, end, new Date(review.generatedAt!)),
      ]);
      return reportsChanged || minutesDiffer(review, stats) ? { ...review, stale: true } : review;
    } catch (err) {
      this.logger.warn(`could not tell whether ${kind.kind} ${start} changed: ${(err as Error).message}`);
      return review;
    }
  }

  /** Marks the period generating and queues its review (a new job each time: a regeneration). */
  async generate(kind: PeriodReviewKind, userId: string, start: string): Promise<void> {
    await this.repository.setStatus(kind.kind, userId, start, 'generating');
    await this.queues.add(
      this.queues.periodReviews,
      periodReviewJobId(kind.kind, userId, start, randomUUID()),
      {
        kind: kind.kind,
        userId,
        start,
      },
    );
  }

  /** The schedule's run: the last period's review for each user (one job per user and period, never twice). */
  async queueScheduled(kind: PeriodReviewKind, userIds: string[], start: string): Promise<void> {
    for (const userId of userIds) {
      await this.repository.setStatus(kind.kind, userId, start, 'generating');
      await this.queues.add(this.queues.periodReviews, periodReviewJobId(kind.kind, userId, start), {
        kind: kind.kind,
        userId,
        start,
      });
    }
  }

  /** Today's day key in the configured time zone. */
  today(now: Date = new Date()): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: this.config.SUMMARY_TIME_ZONE }).format(now);
  }
}

/** Whether the review's minutes per day or per tag differ from the period's stats now. */
function minutesDiffer(review: WeekReport, stats: StatsResponse): boolean {
  const now = new Map(stats.days.map((d) => [d.date, d.minutes]));
  if (review.days.some((d) => (now.get(d.date) ?? 0) !== d.minutes)) return true;
  if (!review.byTag) return false;
  const key = (tags: Array<{ name: string; minutes: number }>) =>
    [...tags]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => `${t.name}=${t.minutes}`)
      .join('|');
  return key(review.byTag) !== key(stats.tags);
}
