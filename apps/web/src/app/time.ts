// Every date and time the web app shows or computes, in one place: day keys (yyyy-MM-dd in the
// user's calendar), moving between days, the long date label, clock times, durations and the
// ticking "now" of running sessions. Formats: docs/product-rules.md, Formats.
import { useEffect, useState } from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { formatDuration, wholeMinutesBetween } from '@diary/contracts';
import { parseDayKey, toDayKey } from './day-key';

export { DAY_KEY_FORMAT, parseDayKey, toDayKey, todayKey } from './day-key';
export { formatDuration };

type Instant = string | Date | Dayjs;

const epochMs = (t: Instant) => (dayjs.isDayjs(t) ? t.valueOf() : dayjs(t).valueOf());

/** The day key `days` days away (negative: earlier); counted from midday, so a daylight-saving day never skips or repeats. */
export const shiftDay = (dayKey: string, days: number): string =>
  toDayKey(parseDayKey(dayKey).hour(12).add(days, 'day'));

/** The long date label, e.g. 'Sunday, March 1, 2026'. */
export const LONG_DATE_FORMAT = 'dddd, MMMM D, YYYY';
/** A day key or an instant as the long date label. */
export const formatLongDate = (day: string | Dayjs): string =>
  (typeof day === 'string' ? parseDayKey(day) : day).format(LONG_DATE_FORMAT);

/** The date of a search result or a report, e.g. 'March 1, 2026'. */
export const MEDIUM_DATE_FORMAT = 'MMMM D, YYYY';
export const formatMediumDate = (day: string | Dayjs): string =>
  (typeof day === 'string' ? parseDayKey(day) : day).format(MEDIUM_DATE_FORMAT);

/** A clock time, 'h:mm A' (e.g. '9:05 AM'). */
export const CLOCK_FORMAT = 'h:mm A';
export const formatClock = (t: Instant): string => dayjs(t).format(CLOCK_FORMAT);

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

/** The current time in epoch milliseconds, refreshed every `everyMs` while `enabled` (running durations). */
export function useNow(everyMs = 15_000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs, enabled]);
  return now;
}
