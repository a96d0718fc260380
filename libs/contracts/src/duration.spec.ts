import { formatDuration, sessionMinutes, totalSessionMinutes, wholeMinutesBetween } from './duration';

describe('the whole-minutes rule', () => {
  const now = Date.parse('2024-05-31T12:00:00Z');

  it('sums whole minutes per session', () => {
    expect(
      totalSessionMinutes(
        [
          { startTime: '2024-05-31T08:00:00Z', endTime: '2024-05-31T08:59:59Z' },
          { startTime: '2024-05-31T09:00:00Z', endTime: '2024-05-31T09:00:59Z' },
        ],
        now,
      ),
    ).toBe(59);
  });

  it('counts an active session up to now and never below zero', () => {
    expect(sessionMinutes({ startTime: '2024-05-31T11:30:00Z', endTime: null }, now)).toBe(30);
    expect(sessionMinutes({ startTime: '2024-05-31T13:00:00Z', endTime: null }, now)).toBe(0);
  });

  it('takes ISO strings, epoch milliseconds and dates alike', () => {
    expect(wholeMinutesBetween('2026-03-01T09:00:00Z', '2026-03-01T10:29:59Z')).toBe(89);
    expect(wholeMinutesBetween(Date.parse('2026-03-01T09:00:00Z'), new Date('2026-03-01T09:02:00Z'))).toBe(2);
    expect(wholeMinutesBetween('2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z')).toBe(0);
    expect(wholeMinutesBetween('not a time', null, now)).toBe(0);
  });
});

describe('formatDuration', () => {
  it("reads 'Nm' under one hour and 'Xh MMm' from one hour on", () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(59)).toBe('59m');
    expect(formatDuration(60)).toBe('1h 00m');
    expect(formatDuration(125)).toBe('2h 05m');
    expect(formatDuration(754)).toBe('12h 34m');
  });

  it('floors fractions and reads negatives as 0m', () => {
    expect(formatDuration(59.9)).toBe('59m');
    expect(formatDuration(-5)).toBe('0m');
  });
});
