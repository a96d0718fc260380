// Calendar events from records: one timed block per session (start–end, titled with its
// summary's subject, drawn in its project's colour) for Week and Day views; one all-day total per
// day for Month view.
import type { EventInput } from '@fullcalendar/core';
import { sessionMinutes, type WorkRecord } from '@diary/contracts';
import { formatDuration } from '../../lib/i18n/duration-format';
import { i18n } from '../../lib/i18n/i18n';

/** A session without a summary is titled this, in the language shown. */
export const untitledSession = () => i18n.t('calendar:untitled');

const minutesOf = (r: WorkRecord, now: Date) => sessionMinutes(r, now.getTime());

/** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function textOn(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05): equal at about 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * A block per session; a session of a project is drawn in that project's colour (as Settings →
 * Projects promises), others in the theme's.
 */
export function sessionBlocks(
  records: WorkRecord[],
  now = new Date(),
  projectColors: ReadonlyMap<string, string> = new Map(),
): EventInput[] {
  return records.map((r) => {
    const color = r.projectId ? projectColors.get(r.projectId) : undefined;
    return {
      id: r.id,
      title: r.summary?.subject ?? untitledSession(),
      start: r.startTime,
      end: r.endTime ?? now.toISOString(),
      allDay: false,
      classNames: ['fc-session-block', ...(r.isActive ? ['fc-session-active'] : [])],
      ...(color ? { backgroundColor: color, borderColor: color, textColor: textOn(color) } : {}),
      extendedProps: { date: r.date, projectId: r.projectId ?? null },
    };
  });
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
