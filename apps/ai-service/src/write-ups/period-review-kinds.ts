// The registry of period reviews: each kind of write-up about a period of days (the weekly review,
// the monthly review) is one entry here, described by data — how its path names a period, the
// days it covers, its rate limit, its socket event, its schedule and the setting that turns the
// schedule on, and whether it is e-mailed. One table (period_reviews, keyed by kind), one queue, one processor, one
// controller and one writer (facts builder, prompt, JSON schema and offline writer, all chosen by
// the kind's noun) serve every entry; a new kind is a new entry (decision 0369).
import { BadRequestException } from '@nestjs/common';
import { isDayKey, type UserEvent } from '@diary/contracts';
import type { AiConfig } from '../config';
import type { SettingsClient } from '../clients/settings.client';
import { isMonday, weekDays } from './period-facts';

/** The kinds there are; the `kind` column of period_reviews and the path segment after /api/reports/. */
export const PERIOD_KINDS = ['week', 'month'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface PeriodReviewKind {
  /** The period's noun: the path segment, the table's kind, the job name and the writers' word. */
  kind: PeriodKind;
  /** The period's first day (yyyy-MM-dd) from its path parameter, else a 400 with a readable sentence. */
  parse(value: string): string;
  /** How the period is written in paths and answers (the week's Monday; a month's yyyy-MM). */
  label(start: string): string;
  /** The period's days in order, from its first day. */
  days(start: string): string[];
  /** The rate limit of generations: its name and the sentence of the 429. */
  limit: {
    name: string;
    perMinute: (config: AiConfig) => number;
    perDay: (config: AiConfig) => number;
    tooOften: string;
  };
  /** The socket event that announces a finished review; without one the screen asks again until it is done. */
  completed?: (start: string) => UserEvent;
  /**
   * A review written for every user who turned its setting on: a BullMQ job scheduler (`id`) runs a
   * job named and kinded `job` on `cron`; it queues the review of `previous(today)` for `users()`.
   */
  schedule?: {
    id: string;
    job: 'monday';
    cron: (config: AiConfig) => string;
    users: (settings: SettingsClient) => Promise<string[]>;
    /** The first day of the period to review, from today's day key in the configured time zone. */
    previous: (today: string) => string;
  };
  /** The finished review goes to the stand-up queue, which e-mails it to users who want the weekly digest. */
  digest?: boolean;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const NOT_A_MONDAY = 'The week must be given by its Monday, written as yyyy-MM-dd, like 2024-06-03.';

export const NOT_A_MONTH = 'The month must be written as yyyy-MM, like 2026-11.';

export const PERIOD_REVIEW_KINDS: Record<PeriodKind, PeriodReviewKind> = {
  week: {
    kind: 'week',
    parse: (value) => {
      if (!isDayKey(value) || !isMonday(value)) throw new BadRequestException(NOT_A_MONDAY);
      return value;
    },
    label: (start) => start,
    days: weekDays,
    limit: {
      name: 'weekly-review',
      perMinute: (config) => config.WEEKLY_REVIEW_MAX_PER_MINUTE,
      perDay: (config) => config.WEEKLY_REVIEW_MAX_PER_DAY,
      tooOften: 'You have asked for weekly reviews too often.',
    },
    completed: (week) => ({ type: 'week_report_completed', week }),
    schedule: {
      id: 'weekly-review-monday',
      job: 'monday',
      cron: (config) => config.WEEKLY_REVIEW_CRON,
      users: (settings) => settings.weeklyReviewUsers(),
      // The Monday of the week before today's.
      previous: (today) => addDays(today, -((weekdayOf(today) + 6) % 7) - 7),
    },
    digest: true,
  },
  // On demand only (no schedule, no setting, not e-mailed); the screen asks until it is written.
  month: {
    kind: 'month',
    parse: (value) => {
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw new BadRequestException(NOT_A_MONTH);
      return `${value}-01`;
    },
    label: (start) => start.slice(0, 7),
    days: (start) => {
      const [year, month] = start.split('-').map(Number);
      const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return Array.from({ length }, (_, i) => addDays(start, i));
    },
    limit: {
      name: 'monthly-review',
      perMinute: (config) => config.WEEKLY_REVIEW_MAX_PER_MINUTE,
      perDay: (config) => config.WEEKLY_REVIEW_MAX_PER_DAY,
      tooOften: 'You have asked for monthly reviews too often.',
    },
  },
};

/** The kind a path segment names, or undefined (then the route answers 404). */
export function periodReviewKind(name: string): PeriodReviewKind | undefined {
  return (PERIOD_KINDS as readonly string[]).includes(name)
    ? PERIOD_REVIEW_KINDS[name as PeriodKind]
    : undefined;
}
