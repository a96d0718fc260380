import { describe, expect, it } from 'vitest';
import type { WorkRecord } from '@diary/contracts';
import { pastDayTarget } from './past-day-filing';

const record = (id: string, start: string): WorkRecord => ({
  id,
  userId: 'u',
  startTime: `2026-11-20T${start}:00.000Z`,
  endTime: `2026-11-20T${start}:30.000Z`,
  isActive: false,
  date: '2026-11-20',
  notes: [],
  summary: null,
  tags: [],
});

describe('pastDayTarget', () => {
  const morning = record('m', '09:00');
  const afternoon = record('a', '14:00');

  it("files under the day's last session when none was picked", () => {
    expect(pastDayTarget([afternoon, morning], null)?.id).toBe('a');
  });

  it('files under the picked session', () => {
    expect(pastDayTarget([afternoon, morning], 'm')?.id).toBe('m');
  });

  it('falls back to the last session when the picked one is gone, and to null on an empty day', () => {
    expect(pastDayTarget([morning], 'gone')?.id).toBe('m');
    expect(pastDayTarget([], null)).toBeNull();
  });

  it("files under the session whose tags or project the note's words name, not the last one", () => {
    const payments = { ...morning, tags: ['payments'] };
    const client = { ...afternoon, tags: ['lindqvist'], projectId: 'p1' };
    const text = 'Payments: the retry budget for webhooks is agreed.';
    expect(pastDayTarget([client, payments], null, text, { p1: 'Lindqvist website' })?.id).toBe('m');
    expect(
      pastDayTarget([client, payments], null, 'Call about the lindqvist website copy', {
        p1: 'Lindqvist website',
      })?.id,
    ).toBe('a');
    // A word inside another word is no match; then the last session stands.
    expect(pastDayTarget([client, payments], null, 'Repayments dashboard', {})?.id).toBe('a');
  });

  it('lets a picked session win over a match', () => {
    const payments = { ...morning, tags: ['payments'] };
    expect(pastDayTarget([afternoon, payments], 'a', 'payments work')?.id).toBe('a');
  });
});
