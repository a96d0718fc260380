// Calendar events from records: one timed block per session (start–end, titled with its
// summary's subject) for Week and Day views; one all-day total per day for Month view.
import type { EventInput } from '@fullcalendar/core';
import type { WorkRecord } from '@diary/contracts';

export const UNTITLED_SESSION = 'Work session';

export function formatMinutes(total: number): string {
  const m = Math.max(0, Math.floor(total));
  return m >= 60 ? `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m` : `${m}m`;
}

const minutesOf = (r: WorkRecord, now: Date) =>
  Math.max(
    0,
    Math.floor(((r.endTime ? Date.parse(r.endTime) : now.getTime()) - Date.parse(r.startTime)) / 60_000),
  );

export function sessionBlocks(records: WorkRecord[], now = new Date()): EventInput[] {
  return records.map((r) => ({
    id: r.id,
    title: r.summary?.subject ?? UNTITLED_SESSION,
    start: r.startTime,
    end: r.endTime ?? now.toISOString(),
    allDay: false,
    classNames: ['fc-session-block', ...(r.isActive ? ['fc-session-active'] : [])],
    extendedProps: { date: r.date },
  }));
}

export function dayTotals(records: WorkRecord[], now = new Date()): EventInput[] {
  const byDay = new Map<string, number>();
  for (const r of records) byDay.set(r.date, (byDay.get(r.date) ?? 0) + minutesOf(r, now));
  return [...byDay].map(([date, minutes]) => ({
    id: `total-${date}`,
    title: formatMinutes(minutes),
    start: date,
    allDay: true,
    classNames: ['fc-record-marker', 'fc-day-total'],
    extendedProps: { date, total: true },
  }));
}
