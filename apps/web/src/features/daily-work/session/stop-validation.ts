// The stop dialog's rules (docs/product-rules.md, Work sessions): end date and time typed by the user,
// checked against the session's start; a corrected start, checked against now and the session before.
import dayjs, { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { tKey } from '../../../lib/i18n/t-key';

export const STOP_ERRORS = {
  beforeStart: 'End time cannot be before start time',
  badTime: 'Invalid time format',
  badDate: 'Invalid date format',
  badStartTime: 'Invalid start time format',
  badStartDate: 'Invalid start date format',
  startInFuture: 'Start time cannot be in the future',
} as const;

/** A start may not reach back into the session before it (ended at `previousEnd`). */
export const startBeforePrevious = (clock: string) =>
  `Start time cannot be before the previous session ended (${clock})`;

// The checks speak the spec's English (tests and the dialog compare them); the dialog shows the
// sentence of the user's language.
const ERROR_KEYS: Record<string, string> = {
  [STOP_ERRORS.beforeStart]: tKey('dailyWork:stopError.beforeStart'),
  [STOP_ERRORS.badTime]: tKey('dailyWork:stopError.badTime'),
  [STOP_ERRORS.badDate]: tKey('dailyWork:stopError.badDate'),
  [STOP_ERRORS.badStartTime]: tKey('dailyWork:stopError.badStartTime'),
  [STOP_ERRORS.badStartDate]: tKey('dailyWork:stopError.badStartDate'),
  [STOP_ERRORS.startInFuture]: tKey('dailyWork:stopError.startInFuture'),
};
const BEFORE_PREVIOUS = /^Start time cannot be before the previous session ended \((.+)\)$/;

/** A check's sentence in the user's language. */
export function stopErrorText(error: string, t: TFunction): string {
  const previous = BEFORE_PREVIOUS.exec(error);
  if (previous) return t('dailyWork:stopError.beforePrevious', { clock: previous[1] });
  return ERROR_KEYS[error] ? t(ERROR_KEYS[error]) : error;
}

const TIME = /^(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type EndTimeCheck = { ok: true; end: Dayjs } | { ok: false; error: string };
export type StartTimeCheck = { ok: true; start: Dayjs } | { ok: false; error: string };

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

/**
 * A corrected start (a forgotten timer is the common case): not in the future, and not before the
 * end of the session before it, compared at minute precision. `clock` formats that end for the message.
 */
export function checkStartTime(
  startDate: string,
  startTime: string,
  limits: { now: Dayjs; previousEnd: string | null; clock: (d: Dayjs) => string },
): StartTimeCheck {
  const date = parseDate(startDate);
  if (!date) return { ok: false, error: STOP_ERRORS.badStartDate };
  const time = parseTime(startTime);
  if (!time) return { ok: false, error: STOP_ERRORS.badStartTime };
  const start = date.hour(time.h).minute(time.m).second(0).millisecond(0);
  if (start.isAfter(limits.now)) return { ok: false, error: STOP_ERRORS.startInFuture };
  if (limits.previousEnd) {
    const previous = dayjs(limits.previousEnd);
    if (start.isBefore(previous.second(0).millisecond(0)))
      return { ok: false, error: startBeforePrevious(limits.clock(previous)) };
  }
  return { ok: true, start };
}
