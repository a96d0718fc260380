// Weekly reviews: read one, queue one (on demand, or for every user who wants one on Mondays).
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isDayKey, type WeekReport } from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { AiQueues } from '../jobs/ai-queues';
import { weeklyJobId } from '../jobs/job-data';
import { WeeklyReportsRepository } from './weekly-reports.repository';
import { isMonday, weekDays } from './week-facts';

export const NOT_A_MONDAY = 'The week must be given by its Monday, written as yyyy-MM-dd, like 2024-06-03.';

@Injectable()
export class WeeklyReportsService {
  constructor(
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly repository: WeeklyReportsRepository,
    private readonly queues: AiQueues,
  ) {}

  async get(userId: string, week: string): Promise<WeekReport> {
    return (
      (await this.repository.get(userId, week)) ?? {
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
