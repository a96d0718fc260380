import { describe, expect, it } from 'vitest';
import { atTimeOfDay, checkCustomSession, shiftDay } from './session-times';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows Nm under an hour and Xh MMm from one hour', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(59)).toBe('59m');
    expect(formatDuration(60)).toBe('1h 00m');
    expect(formatDuration(125)).toBe('2h 05m');
    expect(formatDuration(-3)).toBe('0m');
  });
});

describe('custom session times', () => {
  it('puts the times on the selected day with seconds 0', () => {
    const t = atTimeOfDay('2026-03-04', '09:30');
    expect(t?.format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-04 09:30:00.000');
    expect(atTimeOfDay('2026-03-04', '9:3')).toBeNull();
  });

  it('needs both times', () => {
    const r = checkCustomSession('2026-03-04', '09:00', '');
    expect(r).toEqual({
      ok: false,
      error: {
        title: 'Missing fields',
        description: 'Please provide both start and end times for your custom session.',
      },
    });
  });

  it('needs the end after the start', () => {
    for (const end of ['09:00', '08:59']) {
      const r = checkCustomSession('2026-03-04', '09:00', end);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.title).toBe('Invalid time range');
    }
  });

  it('accepts a valid range', () => {
    const r = checkCustomSession('2026-03-04', '09:00', '10:15');
    expect(r.ok && r.end.diff(r.start, 'minute')).toBe(75);
  });
});

describe('day navigation', () => {
  it('moves by 24 hours, across months and years', () => {
    expect(shiftDay('2026-03-31', 24)).toBe('2026-04-01');
    expect(shiftDay('2026-01-01', -24)).toBe('2025-12-31');
  });
});
