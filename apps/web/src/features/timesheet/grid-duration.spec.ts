import { describe, expect, it } from 'vitest';
import { formatGridDuration, parseGridDuration } from './grid-duration';

describe('a week-grid cell reads a typed length', () => {
  it.each([
    ['1:30', 90],
    ['0:45', 45],
    ['1.5', 90],
    ['1,5', 90],
    ['.25', 15],
    ['2', 120],
    ['90m', 90],
    ['90 min', 90],
    ['2h', 120],
    ['1h30m', 90],
    ['1h 30m', 90],
    ['1.25h', 75],
    [' 1:05 ', 65],
    ['24:00', 1440],
  ])('%s is %i minutes', (text, minutes) => {
    expect(parseGridDuration(text)).toBe(minutes);
  });

  it.each(['', 'abc', '1:75', '0', '0m', '0:00', '-1', '25h', '24:01', '1500m', '1:30:00', '1.5.2', '1 30'])(
    'refuses %j',
    (text) => {
      expect(parseGridDuration(text)).toBeNull();
    },
  );
});

describe('a week-grid cell shows minutes as h:mm', () => {
  it('pads the minutes and leaves 0 empty', () => {
    expect(formatGridDuration(90)).toBe('1:30');
    expect(formatGridDuration(5)).toBe('0:05');
    expect(formatGridDuration(725)).toBe('12:05');
    expect(formatGridDuration(0)).toBe('');
  });

  it('reads back what it shows', () => {
    for (const m of [1, 59, 60, 61, 600, 1440]) expect(parseGridDuration(formatGridDuration(m))).toBe(m);
  });
});
