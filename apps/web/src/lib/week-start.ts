// The day a week starts on, for every screen that lays out weeks (the timesheet's week grid, the
// Time tab's targets): the user's `weekStart` setting when the settings carry one (contract, Your
// language and your formats), else the first day of the user's locale (lib/i18n/formats.ts, the one
// home of formats, so the calendar, the pickers and these screens agree).
import type { Dayjs } from 'dayjs';
import { parseDayKey, toDayKey } from './day-key';
import { formats } from './i18n/formats';

export type WeekStart = 'monday' | 'sunday';

/** dayjs's day number (0 Sunday … 6 Saturday) of the first day of a week. */
const firstDayNumber = (start: WeekStart) => (start === 'sunday' ? 0 : 1);

/** The user's week start: the setting if there is one, else the locale's. */
export function weekStartOf(settings: object | undefined | null): WeekStart {
  const saved = settings && 'weekStart' in settings ? settings.weekStart : undefined;
  return saved === 'sunday' || saved === 'monday' ? saved : formats().weekStart;
}

/** The first day (a day key) of the week holding `day`. */
export function weekStartDay(day: string | Dayjs, start: WeekStart): string {
  const d = typeof day === 'string' ? parseDayKey(day) : day;
  const back = (d.day() - firstDayNumber(start) + 7) % 7;
  return toDayKey(d.hour(12).subtract(back, 'day'));
}

/** The seven day keys of the week starting on `first`. */
export function weekDays(first: string): string[] {
  const d = parseDayKey(first).hour(12);
  return Array.from({ length: 7 }, (_, i) => toDayKey(d.add(i, 'day')));
}
