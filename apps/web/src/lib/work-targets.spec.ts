import { describe, expect, it } from 'vitest';
import { formatDuration, type StatsDay } from '@diary/contracts';
import { dayTarget, formatDifference, weeksAgainstTarget } from './work-targets';

const day = (date: string, minutes: number): StatsDay => ({
  date,
  minutes,
  sessions: minutes ? 1 : 0,
  byTag: [],
  untaggedMinutes: minutes,
});
const settings = {
  dailyTargetMinutes: 480,
  workdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const,
};
const s = { ...settings, workdays: [...settings.workdays] };

/** Two weeks from Monday 2026-11-16 to Sunday 2026-11-29. */
const days = Array.from({ length: 14 }, (_, i) => {
  const date = `2026-11-${String(16 + i).padStart(2, '0')}`;
  return day(date, i < 5 ? 500 : i === 7 ? 240 : 0);
});

describe('time against the target', () => {
  it('gives a workday the daily target and another day none', () => {
    expect(dayTarget('2026-11-27', s)).toBe(480);
    expect(dayTarget('2026-11-28', s)).toBe(0);
  });

  it("measures each week against its workdays' target, the week under way only up to today, with the running balance", () => {
    const weeks = weeksAgainstTarget(days, s, '2026-11-24');
    expect(weeks).toEqual([
      { from: '2026-11-16', to: '2026-11-22', minutes: 2500, target: 2400, difference: 100, balance: 100 },
      { from: '2026-11-23', to: '2026-11-29', minutes: 240, target: 960, difference: -720, balance: -620 },
    ]);
  });

  it('leaves out weeks after today and has no target when it is off', () => {
    expect(weeksAgainstTarget(days, s, '2026-11-20')).toHaveLength(1);
    expect(weeksAgainstTarget(days, { ...s, dailyTargetMinutes: 0 }, '2026-11-30')[0].target).toBe(0);
  });

  it('signs a difference', () => {
    expect(formatDifference(90, formatDuration)).toBe('+1h 30m');
    expect(formatDifference(-45, formatDuration)).toBe('−45m');
    expect(formatDifference(0, formatDuration)).toBe('±0m');
  });
});
