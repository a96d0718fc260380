// Weekly reviews: read one, queue one (on demand, or for every user who wants one on Mondays).
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isDayKey, type StatsResponse, type WeekReport } from '@diary/contracts';
import { DiaryClient } from '../clients/diary.client';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { AiQueues } from '../jobs/ai-queues';
import { weeklyJobId } from '../jobs/job-data';
import { WeeklyReportsRepository } from './weekly-reports.repository';
import { isMonday, weekDays } from './week-facts';

export const NOT_A_MONDAY = 'The week must be given by its Monday, written as yyyy-MM-dd, like 2024-06-03.';

@Injectable()
export class WeeklyReportsService {
  private readonly logger = new Logger(WeeklyReportsService.name);

  constructor(
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly repository: WeeklyReportsRepository,
    private readonly queues: AiQueues,
    private readonly diary: DiaryClient,
  ) {}

  async get(userId: string, week: string): Promise<WeekReport> {
    const review = await this.repository.get(userId, week);
    if (review?.status === 'completed' && review.generatedAt) return this.withStale(userId, week, review);
    return (
      review ?? {
        date: week,
        status: 'none',
        subject: null,
        description: null,
        insights: [],
        generatedAt: null,
        days: weekDays(week).map((date) => ({ date, minutes: 0, subject: null })),
      }
    );
  }

  /**
   * A review whose week changed since it was written says so (`stale: true`, contract "Always
   * fresh"): the week's minutes per day or per tag are no longer GET /api/stats's, or a daily
   * report of the week was written or edited after it (a note, a summary or a session changed).
   * When the diary cannot be asked, the review is shown without the flag.
   */
  private async withStale(userId: string, week: string, review: WeekReport): Promise<WeekReport> {
    const sunday = weekDays(week)[6];
    try {
      const [stats, reportsChanged] = await Promise.all([
        this.diary.stats(userId, week, sunday),
        this.repository.dayReportsChangedSince(userId, week, sunday, new Date(review.generatedAt!)),
      ]);
      return reportsChanged || minutesDiffer(review, stats) ? { ...review, stale: true } : review;
    } catch (err) {
      this.logger.warn(`could not tell whether week ${week} changed: ${(err as Error).message}`);
      return review;
    }
  }

  /** Marks the week generating and queues its review (a new job each time: a regeneration). */
  async generate(userId: string, week: string): Promise<void> {
    await this.repository.setStatus(userId, week, 'generating');
    await this.queues.add(this.queues.weekly, weeklyJobId(userId, week, randomUUID()), {
      kind: 'week',
      userId,
      week,
    });
  }

  /** The Monday run: last week's review for each user (one job per user and week, never twice). */
  async queueScheduled(userIds: string[], week: string): Promise<void> {
    for (const userId of userIds) {
      await this.repository.setStatus(userId, week, 'generating');
      await this.queues.add(this.queues.weekly, weeklyJobId(userId, week), { kind: 'week', userId, week });
    }
  }

  /** The Monday of the week before the one containing `now`, in the configured time zone. */
  previousMonday(now: Date = new Date()): string {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: this.config.SUMMARY_TIME_ZONE }).format(now);
    const day = new Date(`${today}T00:00:00Z`);
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    return new Date(day.getTime() - (sinceMonday + 7) * 86_400_000).toISOString().slice(0, 10);
  }
}

/** A week's Monday from a path: a real day that is a Monday, else a readable 400. */
export function parseMonday(value: string): string {
  if (!isDayKey(value) || !isMonday(value)) throw new BadRequestException(NOT_A_MONDAY);
  return value;
}

/** Whether the review's minutes per day or per tag differ from the week's stats now. */
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
