// The kinds of period review the Time tab shows, the week's and the month's (the ai service's
// write-ups/period-review-kinds.ts): each is data — where its period starts, how it steps, how its
// path names it, which translation keys its own texts have (marked with tKey for
// tools/i18n/check-keys.mjs) — and PeriodReview.tsx renders any of them.
import dayjs from 'dayjs';
import type { UserEvent } from '@diary/contracts';
import { shiftDay } from '../../lib/time';
import { tKey } from '../../lib/i18n/t-key';

export interface ReviewPeriod {
  /** The path segment after /api/reports/, and the prefix of test ids and file names. */
  kind: 'week' | 'month';
  /** The first day of the period holding `date`. */
  startOf(date: string): string;
  /** The first day of the period `n` periods after the one starting on `start`. */
  step(start: string, n: number): string;
  /** The period's last day. */
  end(start: string): string;
  /** How the routes name the period (the week's Monday, the month's yyyy-MM). */
  path(start: string): string;
  /** Its own texts, as translation keys ('time:…'); the buttons' and the table's are shared. */
  texts: Record<(typeof OWN_TEXTS)[number], string>;
  /** Whether the table lists only the days with work (a month's thirty rows are mostly empty). */
  daysWithWorkOnly?: boolean;
  /** Whether a socket event announces this period's finished review (else the screen asks again). */
  announced?: (event: UserEvent, start: string) => boolean;
}

/** The texts each kind words for its period ("Previous week", "Previous month"…). */
export const OWN_TEXTS = [
  'title',
  'previous',
  'next',
  'generate',
  'loadError',
  'stale',
  'none',
  'startFailed',
  'what',
  'daysRegion',
  'daysTable',
  'textTitle',
] as const;

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
    texts: {
      title: tKey('time:review.title'),
      previous: tKey('time:review.previous'),
      next: tKey('time:review.next'),
      generate: tKey('time:review.generate'),
      loadError: tKey('time:review.loadError'),
      stale: tKey('time:review.stale'),
      none: tKey('time:review.none'),
      startFailed: tKey('time:review.startFailed'),
      what: tKey('time:review.what'),
      daysRegion: tKey('time:review.daysRegion'),
      daysTable: tKey('time:review.daysTable'),
      textTitle: tKey('time:text.title'),
    },
    announced: (event, start) => event.type === 'week_report_completed' && event.week === start,
  },
  // No socket event: while one is written the screen asks for it every few seconds.
  month: {
    kind: 'month',
    startOf: (date) => dayjs(date).startOf('month').format('YYYY-MM-DD'),
    step: (start, n) => dayjs(start).add(n, 'month').format('YYYY-MM-DD'),
    end: (start) => dayjs(start).endOf('month').format('YYYY-MM-DD'),
    path: (start) => start.slice(0, 7),
    daysWithWorkOnly: true,
    texts: {
      title: tKey('time:monthReview.title'),
      previous: tKey('time:monthReview.previous'),
      next: tKey('time:monthReview.next'),
      generate: tKey('time:monthReview.generate'),
      loadError: tKey('time:monthReview.loadError'),
      stale: tKey('time:monthReview.stale'),
      none: tKey('time:monthReview.none'),
      startFailed: tKey('time:monthReview.startFailed'),
      what: tKey('time:monthReview.what'),
      daysRegion: tKey('time:monthReview.daysRegion'),
      daysTable: tKey('time:monthReview.daysTable'),
      textTitle: tKey('time:monthReview.textTitle'),
    },
  },
} satisfies Record<string, ReviewPeriod>;
