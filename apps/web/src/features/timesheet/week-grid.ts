// The week grid's numbers: a row per project (and one for sessions without a project) × the seven
// days of the week, each cell the sessions of that project on that day, with totals per row and
// day; and where a session typed into a cell goes in its day.
import dayjs from 'dayjs';
import type { Project, TimesheetRow } from '@diary/contracts';
import { parseDayKey } from '../../lib/day-key';

export interface GridCell {
  day: string;
  minutes: number;
  sessions: TimesheetRow[];
  /** A running session is in the cell: its length is not the grid's to change. */
  running: boolean;
}

export interface GridRow {
  /** The project's id, or NO_PROJECT. */
  key: string;
  projectId: string | null;
  name: string;
  color: string | null;
  cells: GridCell[];
  total: number;
}

export interface WeekGrid {
  rows: GridRow[];
  dayTotals: number[];
  total: number;
}

export const NO_PROJECT = 'none';
export const NO_PROJECT_NAME = 'No project';

/** Every project a row (by name), then No project; projects only in the sheet (gone since) too. */
export function buildWeekGrid(sheet: TimesheetRow[], projects: Project[], days: string[]): WeekGrid {
  const heads = new Map<string, { projectId: string | null; name: string; color: string | null }>();
  for (const p of [...projects].sort((a, b) => a.name.localeCompare(b.name)))
    heads.set(p.id, { projectId: p.id, name: p.name, color: p.color });
  for (const r of sheet)
    if (r.projectId && !heads.has(r.projectId))
      heads.set(r.projectId, { projectId: r.projectId, name: r.project ?? 'Project', color: null });
  heads.set(NO_PROJECT, { projectId: null, name: NO_PROJECT_NAME, color: null });

  const rows: GridRow[] = [...heads].map(([key, head]) => {
    const cells = days.map((day) => {
      const sessions = sheet.filter((r) => r.date === day && (r.projectId ?? NO_PROJECT) === key);
      return {
        day,
        sessions,
        minutes: sessions.reduce((sum, r) => sum + r.minutes, 0),
        running: sessions.some((r) => r.end === null),
      };
    });
    return { key, ...head, cells, total: cells.reduce((sum, c) => sum + c.minutes, 0) };
  });
  const dayTotals = days.map((_, i) => rows.reduce((sum, r) => sum + r.cells[i].minutes, 0));
  return { rows, dayTotals, total: dayTotals.reduce((a, b) => a + b, 0) };
}

/** The usual start of a session typed into the grid, on the day's local clock. */
const DAY_BEGINS_AT_HOUR = 9;

/**
 * Where a session of `minutes` typed into a cell of `day` starts: after the day's last session
 * (or at 09:00 on an empty day), moved earlier so it ends by midnight and, today, by now.
 */
export function gridSessionStart(
  day: string,
  minutes: number,
  sameDay: Pick<TimesheetRow, 'start' | 'end'>[],
  now: number = Date.now(),
): Date {
  const dayStart = parseDayKey(day).startOf('day');
  const dayEnd = dayStart.add(1, 'day');
  const lastEnd = Math.max(
    dayStart.hour(DAY_BEGINS_AT_HOUR).valueOf(),
    ...sameDay.map((s) => (s.end ? Date.parse(s.end) : now)),
  );
  const latestEnd = Math.min(dayEnd.valueOf(), now);
  const start = Math.max(dayStart.valueOf(), Math.min(lastEnd, latestEnd - minutes * 60_000));
  return dayjs(start).second(0).millisecond(0).toDate();
}
