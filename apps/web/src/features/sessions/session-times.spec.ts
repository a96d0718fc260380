import { describe, expect, it } from 'vitest';
import { atTimeOfDay, checkCustomSession } from './session-times';

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
