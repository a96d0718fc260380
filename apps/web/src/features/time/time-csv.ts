// The Time view's range as CSV: a line per day (minutes, sessions, the minutes by tag) and a total.
import type { StatsResponse } from '@diary/contracts';
import { dayPartsText } from './time-charts';

/** A CSV field: quoted, with its quotes doubled, when it holds a comma, a quote or a line break. */
export const csvField = (value: string): string =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

const minutes = (m: number) => `${m}`;

export function statsCsv(stats: StatsResponse): string {
  const lines = [
    'date,minutes,sessions,by tag',
    ...stats.days.map((d) => [d.date, d.minutes, d.sessions, csvField(dayPartsText(d, minutes))].join(',')),
    ['total', stats.totalMinutes, stats.sessions, csvField(dayPartsText(stats, minutes))].join(','),
  ];
  return `${lines.join('\n')}\n`;
}
