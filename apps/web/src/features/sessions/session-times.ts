// The custom-session and edit-times rules (docs/product-rules.md, Sessions screen): times 'HH:mm' on a
// given day, seconds 0, end after start.
import dayjs, { Dayjs } from 'dayjs';
import { parseDayKey } from '../../app/day-key';

export interface RuleError {
  title: string;
  description: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant at `time` ('HH:mm') on the day `dayKey`, seconds and milliseconds 0; null if either is malformed. */
export function atTimeOfDay(dayKey: string, time: string): Dayjs | null {
  const m = TIME.exec(time.trim());
  const day = parseDayKey(dayKey);
  if (!m || !day.isValid()) return null;
  return day.hour(Number(m[1])).minute(Number(m[2])).second(0).millisecond(0);
}

export const MISSING_FIELDS: RuleError = {
  title: 'Missing fields',
  description: 'Please provide both start and end times for your custom session.',
};

export const INVALID_RANGE: RuleError = {
  title: 'Invalid time range',
  description: 'End time must be after start time.',
};

export type CustomSessionCheck = { ok: true; start: Dayjs; end: Dayjs } | { ok: false; error: RuleError };

/** Checks the custom session dialog's two times for the selected day. */
export function checkCustomSession(dayKey: string, startTime: string, endTime: string): CustomSessionCheck {
  if (!startTime.trim() || !endTime.trim()) return { ok: false, error: MISSING_FIELDS };
  const start = atTimeOfDay(dayKey, startTime);
  const end = atTimeOfDay(dayKey, endTime);
  if (!start || !end) return { ok: false, error: MISSING_FIELDS };
  if (!end.isAfter(start)) return { ok: false, error: INVALID_RANGE };
  return { ok: true, start, end };
}

/** 'HH:mm' of an instant in local time, for the time inputs. */
export const toTimeInput = (iso: string) => dayjs(iso).format('HH:mm');
