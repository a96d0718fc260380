// The kinds of period review the Time tab shows (the ai service's write-ups/period-review-kinds.ts):
// each is data — where its period starts, how it steps, how its path names it, which translation
// keys it uses (its own, else the weekly review's) — and PeriodReview.tsx renders any of them.
import dayjs from 'dayjs';
import type { UserEvent } from '@diary/contracts';
import { shiftDay } from '../../lib/time';

export interface ReviewPeriod {
  /** The path segment after /api/reports/, and the prefix of test ids and file names. */
  kind: 'week';
  /** The first day of the period holding `date`. */
  startOf(date: string): string;
  /** The first day of the period `n` periods after the one starting on `start`. */
  step(start: string, n: number): string;
  /** The period's last day. */
  end(start: string): string;
  /** How the routes name the period (the week's Monday). */
  path(start: string): string;
  /** Translation keys of the time namespace: its own group (else `review.*`) and its text title. */
  keys: string;
  textTitle: string;
  /** Whether a socket event announces this period's finished review (else the screen asks again). */
  announced?: (event: UserEvent, start: string) => boolean;
}

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string) => {
  const d = dayjs(date);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
};

export const REVIEW_PERIODS = {
  week: {
    kind: 'week',
    startOf: mondayOf,
    step: (start, n) => shiftDay(start, 7 * n),
    end: (start) => shiftDay(start, 6),
    path: (start) => start,
    keys: 'review',
    textTitle: 'text.title',
    announced: (event, start) => event.type === 'week_report_completed' && event.week === start,
  },
} satisfies Record<string, ReviewPeriod>;
