import { dayWindow } from './day-window';

describe('dayWindow', () => {
  it("is the user's day in their zone: Berlin's 2 November starts at 23:00 UTC the day before", () => {
    const day = dayWindow('2026-11-02', 'Europe/Berlin');
    expect([day.from.toISOString(), day.to.toISOString()]).toEqual([
      '2026-11-01T23:00:00.000Z',
      '2026-11-02T23:00:00.000Z',
    ]);
  });

  it('is 25 hours long on the day summer time ends', () => {
    const day = dayWindow('2026-10-25', 'Europe/Berlin');
    expect((day.to.valueOf() - day.from.valueOf()) / 3_600_000).toBe(25);
  });

  it('reads a missing or unknown zone as UTC', () => {
    expect(dayWindow('2026-11-02', null).from.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(dayWindow('2026-11-02', 'Mars/Olympus').timeZone).toBe('UTC');
  });
});
