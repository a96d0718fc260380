import { describe, expect, it } from 'vitest';
import type { WorkRecord } from '@diary/contracts';
import { dayTotals, sessionBlocks, textOn } from './calendar-events';

const record = (p: Partial<WorkRecord>): WorkRecord => ({
  id: 'r1',
  userId: 'u',
  startTime: '2026-11-02T09:15:00.000Z',
  endTime: '2026-11-02T11:45:00.000Z',
  isActive: false,
  date: '2026-11-02',
  notes: [],
  summary: null,
  tags: [],
  ...p,
});

describe('calendar events', () => {
  it('draws each session as a timed block titled with its subject', () => {
    const [block] = sessionBlocks([record({ summary: { subject: 'Release planning', description: '' } })]);
    expect(block).toMatchObject({
      start: '2026-11-02T09:15:00.000Z',
      end: '2026-11-02T11:45:00.000Z',
      title: 'Release planning',
      allDay: false,
    });
    expect(sessionBlocks([record({})])[0].title).toBe('Work session');
  });
  it("draws a session in its project's colour, with text that reads on it", () => {
    const colors = new Map([
      ['p-dark', '#1e3a8a'],
      ['p-light', '#fde68a'],
    ]);
    const [dark, light, none] = sessionBlocks(
      [record({ projectId: 'p-dark' }), record({ id: 'r2', projectId: 'p-light' }), record({ id: 'r3' })],
      new Date(),
      colors,
    );
    expect(dark).toMatchObject({ backgroundColor: '#1e3a8a', borderColor: '#1e3a8a', textColor: '#ffffff' });
    expect(light).toMatchObject({ backgroundColor: '#fde68a', textColor: '#000000' });
    expect(none.backgroundColor).toBeUndefined();
    expect(textOn('not a colour')).toBe('#ffffff');
  });
  it('runs an active block up to now', () => {
    const now = new Date('2026-11-02T10:00:00.000Z');
    expect(sessionBlocks([record({ endTime: null, isActive: true })], now)[0].end).toBe(now.toISOString());
  });
  it("totals each day's sessions for Month view", () => {
    const totals = dayTotals([
      record({}),
      record({ id: 'r2', startTime: '2026-11-02T13:00:00.000Z', endTime: '2026-11-02T13:40:00.000Z' }),
      record({
        id: 'r3',
        date: '2026-11-03',
        startTime: '2026-11-03T08:00:00.000Z',
        endTime: '2026-11-03T08:20:00.000Z',
      }),
    ]);
    expect(totals.map((t) => [t.start, t.title])).toEqual([
      ['2026-11-02', '3h 10m'],
      ['2026-11-03', '20m'],
    ]);
  });
});
