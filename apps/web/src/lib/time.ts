// Every date and time the web app shows or computes, in one place: day keys (yyyy-MM-dd in the
// user's calendar), moving between days, the long date label, clock times, durations and the
// ticking "now" of running sessions. Formats: docs/product-rules.md, Formats.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { wholeMinutesBetween } from '@diary/contracts';
import { parseDayKey, toDayKey } from './day-key';
import { clockNow, joinClock } from './ticking-clock';
import { formats } from './i18n/formats';
import { formatDuration } from './i18n/duration-format';

export { DAY_KEY_FORMAT, parseDayKey, toDayKey, todayKey } from './day-key';
export { formatDuration };

type Instant = string | Date | Dayjs;

const epochMs = (t: Instant) => (dayjs.isDayjs(t) ? t.valueOf() : dayjs(t).valueOf());

/** The day key `days` days away (negative: earlier); counted from midday, so a daylight-saving day never skips or repeats. */
export const shiftDay = (dayKey: string, days: number): string =>
  toDayKey(parseDayKey(dayKey).hour(12).add(days, 'day'));

// Dates, times and numbers go through Intl in the user's locale and clock (lib/i18n/formats.ts);
// en-US writes them as docs/product-rules.md, Formats shows.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { locale, timeFormat } = formats();
  const withClock: Intl.DateTimeFormatOptions =
    options.hour === undefined ? options : { ...options, hourCycle: timeFormat === '12h' ? 'h12' : 'h23' };
  const key = `${locale}|${JSON.stringify(withClock)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, withClock);
    formatters.set(key, f);
  }
  return f;
}
const asDate = (day: string | Instant): Date =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? parseDayKey(day).toDate()
    : new Date(epochMs(day));

/** The long date label, e.g. 'Sunday, March 1, 2026' (en-US), 'Sonntag, 1. März 2026' (de). */
export const formatLongDate = (day: string | Dayjs): string =>
  dateFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(asDate(day));

/** The long date where a phone has no room for it, e.g. 'Sun, Mar 1, 2026'. */
export const formatShortDate = (day: string | Dayjs): string =>
  dateFormat({ weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(asDate(day));

/** The date of a search result or a report, e.g. 'March 1, 2026'. */
export const formatMediumDate = (day: string | Dayjs): string =>
  dateFormat({ year: 'numeric', month: 'long', day: 'numeric' }).format(asDate(day));

/** A day without its year, e.g. 'March 1' (en-US), '1. März' (de). */
export const formatDayMonth = (day: string | Instant): string =>
  dateFormat({ month: 'long', day: 'numeric' }).format(asDate(day));

/** A day of the week, e.g. 'Sunday'; `width` 'short' gives 'Sun', 'narrow' 'S'. */
export const formatWeekday = (day: string | Instant, width: 'long' | 'short' | 'narrow' = 'long'): string =>
  dateFormat({ weekday: width }).format(asDate(day));

/** A month and its year, e.g. 'March 2026'. */
export const formatMonthYear = (day: string | Instant): string =>
  dateFormat({ month: 'long', year: 'numeric' }).format(asDate(day));

/** A day and its short month, e.g. 'Mar 1' (en-US), '1. März' (de): chart ticks and narrow columns. */
export const formatShortDayMonth = (day: string | Instant): string =>
  dateFormat({ month: 'short', day: 'numeric' }).format(asDate(day));

/** A day with its short weekday and month, e.g. 'Sun, Mar 1' (en-US), 'So., 1. März' (de). */
export const formatShortWeekdayDate = (day: string | Instant): string =>
  dateFormat({ weekday: 'short', month: 'short', day: 'numeric' }).format(asDate(day));

/** A day with its long weekday and month, without the year, e.g. 'Sunday, March 1'. */
export const formatWeekdayDayMonth = (day: string | Instant): string =>
  dateFormat({ weekday: 'long', month: 'long', day: 'numeric' }).format(asDate(day));

/** A column's day: its short weekday and its day of the month, e.g. 'Sun 1', 'So 1', '日 1日'. */
export const formatWeekdayAndDay = (day: string | Instant): string =>
  `${formatWeekday(day, 'short')} ${dateFormat({ day: 'numeric' }).format(asDate(day))}`;

/** A short month and its year, e.g. 'Mar 2026'. */
export const formatShortMonthYear = (day: string | Instant): string =>
  dateFormat({ month: 'short', year: 'numeric' }).format(asDate(day));

/** A day with a short month and the year, e.g. 'Mar 1, 2026' (en-US), '1. März 2026' (de). */
export const formatDayMonthYear = (day: string | Instant): string =>
  dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(asDate(day));

/**
 * Two days as one range in the locale's way, e.g. 'Mar 1 – 7' or 'Feb 23 – Mar 1, 2026' with
 * `withYear`; de '1.–7. März'; `month` 'long' writes 'March 1 – 7'.
 */
export const formatDayRange = (
  from: string,
  to: string,
  { withYear = false, month = 'short' }: { withYear?: boolean; month?: 'short' | 'long' } = {},
): string =>
  dateFormat({ month, day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) }).formatRange(
    asDate(from),
    asDate(to),
  );

/**
 * A clock time on the user's clock: 12 h ('9:05 AM' in en-US, the 'h:mm a' of
 * docs/product-rules.md, Formats) or 24 h ('09:05' in de-DE). One formatter for every screen.
 */
export const formatClock = (t: Instant): string =>
  dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(epochMs(t)));
/** True when the user's clock is the 12-hour one (the time pickers follow it). */
export const usesTwelveHourClock = (): boolean => formats().timeFormat === '12h';
/** A clock time without its AM/PM ('9:15'), where an hour axis beside it says which half of the day. */
export const formatClockFace = (t: Instant, twelveHour = usesTwelveHourClock()): string =>
  dayjs(epochMs(t)).format(twelveHour ? 'h:mm' : 'H:mm');

/** A number in the user's locale ('1,234.5' in en-US, '1.234,5' in de). */
export const formatNumber = (n: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(formats().locale, options).format(n);

/** A moment with its date and clock time, e.g. 'Mar 1, 2026, 3:30 PM' (en-US), '1. März 2026, 15:30' (de). */
export const formatDateTime = (t: Instant): string =>
  dateFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(epochMs(t)),
  );

/** A day without its weekday in the locale's compact medium style, e.g. 'Mar 1, 2026' (en-US), '1. März 2026' (de). */
export const formatCompactDate = (day: string | Instant): string =>
  dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(asDate(day));

/** Whole seconds between two instants; an open end counts up to `now`; never negative. */
export function secondsBetween(start: Instant, end: Instant | null = null, now: number = Date.now()): number {
  const s = epochMs(start);
  const e = end === null ? now : epochMs(end);
  return Number.isFinite(s) && Number.isFinite(e) ? Math.max(0, Math.floor((e - s) / 1000)) : 0;
}

/** A running timer, 'h:mm:ss' (e.g. '1:05:09'), from whole seconds. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

/**
 * A session's duration as every screen shows it: a running session (no end) ticks as 'h:mm:ss',
 * a finished one reads 'Xh MMm'. The banner, the stop dialog and the session card all use this.
 */
export function sessionDuration(start: Instant, end: Instant | null, now: number = Date.now()): string {
  return end === null
    ? formatTimer(secondsBetween(start, null, now))
    : formatDuration(minutesBetween(start, end));
}

/** Whole minutes between two instants (the one rule of @diary/contracts); an open end counts up to `now`. */
export function minutesBetween(
  start: Instant,
  end: Instant | null = null,
  now: number | Date = Date.now(),
): number {
  return wholeMinutesBetween(
    epochMs(start),
    end === null ? null : epochMs(end),
    typeof now === 'number' ? now : now.getTime(),
  );
}

/**
 * The current time in epoch milliseconds, refreshed every `everyMs` while `enabled` (running
 * durations); every component asking for the same period shares one clock (ticking-clock.ts).
 * While not enabled it stays at the last time it showed (the first render's, if never enabled).
 */
export function useNow(everyMs = 15_000, enabled = true): number {
  const last = useRef(Date.now());
  const subscribe = useCallback(
    (onTick: () => void) => (enabled ? joinClock(everyMs, onTick) : () => undefined),
    [everyMs, enabled],
  );
  const now = useSyncExternalStore(subscribe, () => (enabled ? clockNow(everyMs) : last.current));
  last.current = now;
  return now;
}
