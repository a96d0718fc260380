// The custom-session and edit-times rules (docs/product-rules.md, Sessions screen): times 'HH:mm' on a
// given day, seconds 0, end after start.
import dayjs, { Dayjs } from 'dayjs';
import { parseDayKey } from '../../lib/day-key';
import { i18n } from '../../lib/i18n/i18n';

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

/** Both times are needed; in the language shown. */
export const missingFields = (): RuleError => ({
  title: i18n.t('sessions:rules.missingTitle'),
  description: i18n.t('sessions:rules.missingText'),
});

/** The end must come after the start; in the language shown. */
export const invalidRange = (): RuleError => ({
  title: i18n.t('sessions:rules.rangeTitle'),
  description: i18n.t('sessions:rules.rangeText'),
});

export type CustomSessionCheck = { ok: true; start: Dayjs; end: Dayjs } | { ok: false; error: RuleError };

/** Checks the custom session dialog's two times for the selected day. */
export function checkCustomSession(dayKey: string, startTime: string, endTime: string): CustomSessionCheck {
  if (!startTime.trim() || !endTime.trim()) return { ok: false, error: missingFields() };
  const start = atTimeOfDay(dayKey, startTime);
  const end = atTimeOfDay(dayKey, endTime);
  if (!start || !end) return { ok: false, error: missingFields() };
  if (!end.isAfter(start)) return { ok: false, error: invalidRange() };
  return { ok: true, start, end };
}

/** 'HH:mm' of an instant in local time, for the time inputs. */
export const toTimeInput = (iso: string) => dayjs(iso).format('HH:mm');
