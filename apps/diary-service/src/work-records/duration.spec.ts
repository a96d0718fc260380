import { recordMinutes, totalMinutes } from './duration';

describe('totalMinutes', () => {
  const now = Date.parse('2024-05-31T12:00:00Z');

  it('sums whole minutes per record', () => {
    expect(
      totalMinutes(
        [
          { startTime: '2024-05-31T08:00:00Z', endTime: '2024-05-31T08:59:59Z' },
          { startTime: '2024-05-31T09:00:00Z', endTime: '2024-05-31T09:00:59Z' },
        ],
        now,
      ),
    ).toBe(59);
  });

  it('counts an active record up to now and never below zero', () => {
    expect(recordMinutes({ startTime: '2024-05-31T11:30:00Z', endTime: null }, now)).toBe(30);
    expect(recordMinutes({ startTime: '2024-05-31T13:00:00Z', endTime: null }, now)).toBe(0);
  });
});
