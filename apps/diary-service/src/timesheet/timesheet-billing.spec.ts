import { DEFAULT_TIMESHEET_ROUNDING } from '@diary/contracts';
import { billedMinutes } from './timesheet-billing';

const row = (minutes: number, date = '2026-11-20', projectId: string | null = 'p1') => ({
  date,
  projectId,
  minutes,
});

describe('billed minutes', () => {
  it('bills the tracked minutes with the default settings', () => {
    expect(
      billedMinutes([row(7), row(1)], { rounding: DEFAULT_TIMESHEET_ROUNDING, minBillableMinutes: 0 }),
    ).toEqual([7, 1]);
  });

  it('rounds a 7-minute session up to 15 when rounding up to 15 per entry', () => {
    const rules = { rounding: { minutes: 15, mode: 'up', per: 'entry' } as const, minBillableMinutes: 0 };
    expect(billedMinutes([row(7), row(15), row(16)], rules)).toEqual([15, 15, 30]);
  });

  it('rounds to the nearest step and down', () => {
    expect(
      billedMinutes([row(7), row(8), row(22)], {
        rounding: { minutes: 15, mode: 'nearest', per: 'entry' },
        minBillableMinutes: 0,
      }),
    ).toEqual([0, 15, 15]);
    expect(
      billedMinutes([row(29)], {
        rounding: { minutes: 6, mode: 'down', per: 'entry' },
        minBillableMinutes: 0,
      }),
    ).toEqual([24]);
  });

  it('drops sessions shorter than the minimum billable length from billed time', () => {
    const rules = { rounding: { minutes: 15, mode: 'up', per: 'entry' } as const, minBillableMinutes: 2 };
    expect(billedMinutes([row(1), row(2), row(0)], rules)).toEqual([0, 15, 0]);
  });

  it("rounds each day's sum per project, the day's last row taking the difference", () => {
    const rules = { rounding: { minutes: 15, mode: 'up', per: 'day' } as const, minBillableMinutes: 0 };
    const rows = [row(7), row(7, '2026-11-20', 'p2'), row(10), row(20, '2026-11-21')];
    expect(billedMinutes(rows, rules)).toEqual([7, 15, 23, 30]);
  });

  it('never bills a row below zero when a day rounds down past its last row', () => {
    const rules = { rounding: { minutes: 30, mode: 'down', per: 'day' } as const, minBillableMinutes: 0 };
    expect(billedMinutes([row(25), row(20), row(5)], rules)).toEqual([25, 5, 0]);
  });
});
