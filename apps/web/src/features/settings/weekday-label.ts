// A weekday's short name in the user's locale ('Mon', 'Mo', 'lun.'), for the workday and stand-up
// day boxes: written by lib/time.ts from a known day of that weekday.
import type { Weekday } from '@diary/contracts';
import { formatWeekday } from '../../lib/time';

/** 2 March 2026 is a Monday; the days after it are the rest of that week. */
const MONDAY = new Date(2026, 2, 2, 12);

/** The short name of the weekday `index` days after Monday (0 Monday … 6 Sunday). */
export function weekdayLabel(index: number): string {
  return formatWeekday(new Date(MONDAY.getTime() + index * 86_400_000), 'short');
}

const ORDER: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const weekdayName = (day: Weekday): string => weekdayLabel(ORDER.indexOf(day));
