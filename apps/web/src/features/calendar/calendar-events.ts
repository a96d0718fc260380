// Calendar events from records: one timed block per session (start–end, titled with its
// summary's subject) for Week and Day views; one all-day total per day for Month view.
import type { EventInput } from '@fullcalendar/core';
import { formatDuration, sessionMinutes, type WorkRecord } from '@diary/contracts';

export const UNTITLED_SESSION = 'Work session';

const minutesOf = (r: WorkRecord, now: Date) => sessionMinutes(r, now.getTime());

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
    title: formatDuration(minutes),
    start: date,
    allDay: true,
    classNames: ['fc-record-marker', 'fc-day-total'],
    extendedProps: { date, total: true },
  }));
}
