import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockFace,
  formatDuration,
  formatLongDate,
  formatMediumDate,
  formatTimer,
  minutesBetween,
  secondsBetween,
  sessionDuration,
  shiftDay,
} from './time';

describe('formatDuration', () => {
  it('shows minutes alone under one hour', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(7)).toBe('7m');
    expect(formatDuration(59)).toBe('59m');
  });
  it("shows 'Xh MMm' from one hour on, minutes padded to two digits", () => {
    expect(formatDuration(60)).toBe('1h 00m');
    expect(formatDuration(65)).toBe('1h 05m');
    expect(formatDuration(754)).toBe('12h 34m');
  });
  it('floors fractions and never goes below zero', () => {
    expect(formatDuration(59.9)).toBe('59m');
    expect(formatDuration(-5)).toBe('0m');
  });
});

describe('minutesBetween', () => {
  it('counts whole minutes between two instants', () => {
    expect(minutesBetween('2026-03-01T09:00:00Z', '2026-03-01T10:29:59Z')).toBe(89);
  });
  it('is zero when the end is before the start', () => {
    expect(minutesBetween('2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z')).toBe(0);
  });
  it('counts an open end up to now', () => {
    expect(minutesBetween('2026-03-01T09:00:00Z', null, Date.parse('2026-03-01T09:42:30Z'))).toBe(42);
  });
});

describe('the running timer', () => {
  it("ticks as 'h:mm:ss' in whole seconds", () => {
    expect(formatTimer(0)).toBe('0:00:00');
    expect(formatTimer(59.9)).toBe('0:00:59');
    expect(formatTimer(3909)).toBe('1:05:09');
    expect(formatTimer(-3)).toBe('0:00:00');
  });
  it('counts seconds up to now for an open session', () => {
    expect(secondsBetween('2026-03-01T09:00:00Z', null, Date.parse('2026-03-01T10:05:09.900Z'))).toBe(3909);
  });
  it("shows a running session as the timer and a finished one as 'Xh MMm'", () => {
    const now = Date.parse('2026-03-01T10:05:09Z');
    expect(sessionDuration('2026-03-01T09:00:00Z', null, now)).toBe('1:05:09');
    expect(sessionDuration('2026-03-01T09:00:00Z', '2026-03-01T10:05:09Z', now)).toBe('1h 05m');
  });
});

describe('formatClock and formatLongDate', () => {
  it("writes times in the user's locale, 'h:mm a' with AM/PM in en-US", () => {
    expect(formatClock('2026-03-01T09:05:00')).toBe('9:05 AM');
    expect(formatClock('2026-03-01T21:40:00')).toBe('9:40 PM');
  });
  it('writes a clock face without AM/PM, on a 12- or 24-hour clock', () => {
    expect(formatClockFace('2026-03-01T21:40:00')).toBe('9:40');
    expect(formatClockFace('2026-03-01T21:40:00', false)).toBe('21:40');
    expect(formatClockFace('2026-03-01T09:05:00', false)).toBe('9:05');
  });
  it('writes the long date label', () => {
    expect(formatLongDate('2026-03-01')).toBe('Sunday, March 1, 2026');
    expect(formatMediumDate('2026-03-01')).toBe('March 1, 2026');
  });
});

describe('shiftDay', () => {
  it('moves by whole days, across months and years', () => {
    expect(shiftDay('2026-03-31', 1)).toBe('2026-04-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDay('2026-03-01', 0)).toBe('2026-03-01');
  });
  it('never skips or repeats a day across a daylight-saving change', () => {
    let key = '2026-03-01';
    for (let i = 0; i < 400; i++) {
      const next = shiftDay(key, 1);
      expect(shiftDay(next, -1)).toBe(key);
      key = next;
    }
    expect(key).toBe('2027-04-05');
  });
});
