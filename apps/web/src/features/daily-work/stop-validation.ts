// The stop dialog's rules (docs/product-rules.md, Work sessions): end date and time typed by the user,
// checked against the session's start.
import dayjs, { Dayjs } from 'dayjs';

export const STOP_ERRORS = {
  beforeStart: 'End time cannot be before start time',
  badTime: 'Invalid time format',
  badDate: 'Invalid date format',
} as const;

const TIME = /^(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type EndTimeCheck = { ok: true; end: Dayjs } | { ok: false; error: string };

/** Parses 'yyyy-MM-dd' strictly (no rollover of 2026-02-31 into March). */
export function parseDate(value: string): Dayjs | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const d = dayjs(`${m[1]}-${m[2]}-${m[3]}T00:00:00`);
  return d.isValid() && d.format('YYYY-MM-DD') === value.trim() ? d : null;
}

/** Parses 'H:mm' / 'HH:mm' (24-hour) or 'h:mm AM' / 'h:mm pm' into hours and minutes. */
export function parseTime(value: string): { h: number; m: number } | null {
  const m = TIME.exec(value.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min >= 60) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
  }
  return h < 24 ? { h, m: min } : null;
}

/**
 * The end instant the user asked for, or the message to show. The start is compared at minute
 * precision, so ending in the same minute the session started is allowed (the end is then the start).
 */
export function checkEndTime(startIso: string, endDate: string, endTime: string): EndTimeCheck {
  const date = parseDate(endDate);
  if (!date) return { ok: false, error: STOP_ERRORS.badDate };
  const time = parseTime(endTime);
  if (!time) return { ok: false, error: STOP_ERRORS.badTime };
  const start = dayjs(startIso);
  const end = date.hour(time.h).minute(time.m).second(0).millisecond(0);
  if (end.isBefore(start.second(0).millisecond(0))) return { ok: false, error: STOP_ERRORS.beforeStart };
  return { ok: true, end: end.isBefore(start) ? start : end };
}
