import { describe, expect, it } from 'vitest';
import { initialShownRange, monthsAround } from './visible-months';

describe('the days the calendar first shows', () => {
  it('covers the whole weeks around the month, Sunday first', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(initialShownRange('2026-11-27', false)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    // February 2027 starts on a Monday and ends on a Sunday.
    expect(initialShownRange('2027-02-10', false)).toEqual({ from: '2027-01-31', to: '2027-03-06' });
  });

  it('is the day itself on a phone', () => {
    expect(initialShownRange('2026-11-27', true)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('names the shown month and the ones either side', () => {
    expect(monthsAround('2026-01-15')).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });
});
