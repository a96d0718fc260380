// Time against the user's target (dailyTargetMinutes on each of their workdays): today's progress
// on Daily Work, and each week with its target and the running balance on the Time tab. A week's
// target counts its workdays up to today, so the week under way is not behind for days to come.
import { WEEKDAYS, type StatsDay, type Weekday } from '@diary/contracts';
import { parseDayKey } from './day-key';

/** The weekday name of a day key. */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(parseDayKey(day).day() + 6) % 7];

export const isWorkday = (day: string, workdays: readonly Weekday[]) => workdays.includes(weekdayOf(day));

export interface TargetSettings {
  dailyTargetMinutes: number;
  workdays: Weekday[];
}

/** A day's target in minutes: the daily target on a workday, else 0. */
export const dayTarget = (day: string, s: TargetSettings) =>
  isWorkday(day, s.workdays) ? s.dailyTargetMinutes : 0;

export interface WeekAgainstTarget {
  /** The week's first and last day keys. */
  from: string;
  to: string;
  minutes: number;
  /** The target of the week's workdays up to today. */
  target: number;
  /** The week's minutes less its target. */
  difference: number;
  /** The sum of the differences of this week and every week before it in the list. */
  balance: number;
}

/**
 * The weeks of `days` (every day of whole weeks, in order, as GET /api/stats gives them) split
 * into sevens, each against its target, with the running balance; weeks wholly after today are left out.
 */
export function weeksAgainstTarget(days: StatsDay[], s: TargetSettings, today: string): WeekAgainstTarget[] {
  const weeks: WeekAgainstTarget[] = [];
  let balance = 0;
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    if (week[0].date > today) break;
    const minutes = week.reduce((sum, d) => sum + d.minutes, 0);
    const target = week.filter((d) => d.date <= today).reduce((sum, d) => sum + dayTarget(d.date, s), 0);
    const difference = minutes - target;
    balance += difference;
    weeks.push({ from: week[0].date, to: week[week.length - 1].date, minutes, target, difference, balance });
  }
  return weeks;
}

/** A signed difference, '+1h 30m' or '−45m' (a minus sign, not a hyphen); 0 reads '±0m'. */
export function formatDifference(minutes: number, format: (m: number) => string): string {
  if (minutes === 0) return '±0m';
  return `${minutes > 0 ? '+' : '−'}${format(Math.abs(minutes))}`;
}
