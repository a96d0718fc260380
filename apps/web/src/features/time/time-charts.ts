// The numbers behind the Time view's charts, from GET /api/stats: the bars per tag side by side (the
// most used tags, untagged time last) and the year heatmap (one
// point per day, a column per week starting on Monday) with its month table for screen readers.
import dayjs from 'dayjs';
import type { StatsDay, StatsResponse } from '@diary/contracts';
import { formatShortMonthYear } from '../../lib/time';

/** Tags drawn as their own bars; the table below the chart lists every tag. */
export const CHARTED_TAGS = 5;

export interface BarPart {
  /** A tag's name, or UNTAGGED. */
  label: string;
  /** Minutes of the part for each day of the range, in order. */
  data: number[];
}

export const UNTAGGED = 'Untagged';

/**
 * The bars of each day: one per most used tag, then untagged time. A session counts whole under
 * each of its tags (one minutes rule), so a day's bars are side by side, not stacked: together they
 * may come to more than the day's minutes.
 */
export function barParts(stats: Pick<StatsResponse, 'tags' | 'days'>): BarPart[] {
  const shown = stats.tags.slice(0, CHARTED_TAGS).map((t) => t.name);
  const minutesOf = (day: StatsDay, name: string) => day.byTag.find((t) => t.name === name)?.minutes ?? 0;
  const parts: BarPart[] = shown.map((name) => ({
    label: name,
    data: stats.days.map((d) => minutesOf(d, name)),
  }));
  if (stats.days.some((d) => d.untaggedMinutes > 0))
    parts.push({ label: UNTAGGED, data: stats.days.map((d) => d.untaggedMinutes) });
  return parts.filter((p) => p.data.some((m) => m > 0));
}

/**
 * A day's parts as text, e.g. "code 1h 5m, untagged 20m", for the table beside the bars; the
 * screen names untagged time in its language, the CSV keeps the English word.
 */
export function dayPartsText(
  day: Pick<StatsDay, 'byTag' | 'untaggedMinutes'>,
  format: (minutes: number) => string,
  untagged = 'untagged',
): string {
  const parts = day.byTag.map((t) => `${t.name} ${format(t.minutes)}`);
  if (day.untaggedMinutes > 0) parts.push(`${untagged} ${format(day.untaggedMinutes)}`);
  return parts.join(', ');
}

/** The year shown by the heatmap: the 365 days ending on `date`. */
export function yearRange(date: string): { from: string; to: string } {
  return { from: dayjs(date).subtract(364, 'day').format('YYYY-MM-DD'), to: date };
}

export interface HeatPoint {
  id: string;
  /** Week column, 0 for the week of the first day. */
  x: number;
  /** Day of the week, 0 Monday … 6 Sunday. */
  y: number;
  /** Minutes of work. */
  z: number;
}

const weekday = (d: dayjs.Dayjs) => (d.day() + 6) % 7;

export function heatPoints(days: StatsDay[]): HeatPoint[] {
  if (!days.length) return [];
  const first = dayjs(days[0].date);
  const firstMonday = first.subtract(weekday(first), 'day');
  return days.map((d) => {
    const day = dayjs(d.date);
    return { id: d.date, x: Math.floor(day.diff(firstMonday, 'day') / 7), y: weekday(day), z: d.minutes };
  });
}

export interface MonthRow {
  month: string;
  daysWorked: number;
  minutes: number;
}

/** The heatmap as text: each month (in the user's locale, e.g. 'Mar 2026') with the days that had work and their minutes. */
export function monthRows(days: StatsDay[]): MonthRow[] {
  const rows: MonthRow[] = [];
  for (const d of days) {
    const month = formatShortMonthYear(d.date);
    let row = rows[rows.length - 1];
    if (row?.month !== month) rows.push((row = { month, daysWorked: 0, minutes: 0 }));
    if (d.minutes > 0) row.daysWorked += 1;
    row.minutes += d.minutes;
  }
  return rows;
}

/** Minutes at which a heatmap day turns one shade darker: some work, an hour, three, six. */
export const HEAT_THRESHOLDS = [1, 60, 180, 360];
