import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { Project, TimesheetRow } from '@diary/contracts';
import { weekDays, weekStartDay } from '../../lib/week-start';
import { buildWeekGrid, gridSessionStart, NO_PROJECT_NAME } from './week-grid';

const at = (day: string, clock: string) => dayjs(`${day}T${clock}`).toISOString();

const row = (over: Partial<TimesheetRow>): TimesheetRow => ({
  recordId: 'r',
  date: '2026-11-23',
  start: at('2026-11-23', '09:00'),
  end: at('2026-11-23', '10:00'),
  minutes: 60,
  billedMinutes: 60,
  projectId: null,
  project: null,
  client: null,
  description: '',
  amount: null,
  currency: null,
  ...over,
});
const project = (id: string, name: string): Project => ({
  id,
  name,
  client: null,
  hourlyRate: null,
  currency: null,
  color: '#123456',
});

describe('the week', () => {
  it('starts on the user’s week start', () => {
    // 2026-11-28 is a Saturday.
    expect(weekStartDay('2026-11-28', 'monday')).toBe('2026-11-23');
    expect(weekStartDay('2026-11-28', 'sunday')).toBe('2026-11-22');
    expect(weekStartDay('2026-11-22', 'sunday')).toBe('2026-11-22');
    expect(weekStartDay('2026-11-22', 'monday')).toBe('2026-11-16');
    expect(weekDays('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});

describe('the week grid', () => {
  const days = weekDays('2026-11-23');

  it('has a row per project and No project, with totals per row and day', () => {
    const grid = buildWeekGrid(
      [
        row({ recordId: 'a', projectId: 'w', project: 'Website', minutes: 90 }),
        row({ recordId: 'b', projectId: 'w', project: 'Website', minutes: 30 }),
        row({ recordId: 'c', date: '2026-11-24', minutes: 45 }),
      ],
      [project('w', 'Website'), project('a', 'App')],
      days,
    );
    expect(grid.rows.map((r) => r.name)).toEqual(['App', 'Website', NO_PROJECT_NAME]);
    const website = grid.rows[1];
    expect(website.cells[0].minutes).toBe(120);
    expect(website.cells[0].sessions).toHaveLength(2);
    expect(website.total).toBe(120);
    expect(grid.rows[2].cells[1].minutes).toBe(45);
    expect(grid.dayTotals).toEqual([120, 45, 0, 0, 0, 0, 0]);
    expect(grid.total).toBe(165);
  });

  it('places a typed session at 09:00 on an empty day, after the last session otherwise', () => {
    const now = Date.parse(at('2026-11-28', '12:00'));
    expect(gridSessionStart('2026-11-24', 90, [], now).toISOString()).toBe(at('2026-11-24', '09:00'));
    expect(
      gridSessionStart(
        '2026-11-23',
        30,
        [{ start: at('2026-11-23', '09:00'), end: at('2026-11-23', '10:15') }],
        now,
      ),
    ).toEqual(new Date(at('2026-11-23', '10:15')));
  });

  it('ends a typed session by midnight, and today by now', () => {
    const now = Date.parse(at('2026-11-28', '10:00'));
    expect(
      gridSessionStart(
        '2026-11-27',
        120,
        [{ start: at('2026-11-27', '20:00'), end: at('2026-11-27', '23:00') }],
        now,
      ),
    ).toEqual(new Date(at('2026-11-27', '22:00')));
    expect(gridSessionStart('2026-11-28', 120, [], now)).toEqual(new Date(at('2026-11-28', '08:00')));
    expect(gridSessionStart('2026-11-28', 720, [], now)).toEqual(new Date(at('2026-11-28', '00:00')));
  });
});
