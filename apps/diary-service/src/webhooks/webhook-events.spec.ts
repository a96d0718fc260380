import { deliveryAttempts } from './webhook-retries';
import { noteData, sessionData } from './webhook-events';

describe('webhook event data', () => {
  const note = {
    id: 'n1',
    userId: 'u1',
    workRecordId: 'r1',
    content: 'Call with Dana about PAY-1412',
    timestamp: new Date('2026-11-27T09:00:00Z'),
  };

  it("carries a note's content when the note is not sealed", () => {
    expect(noteData(note, '2026-11-27')).toEqual({
      id: 'n1',
      workRecordId: 'r1',
      date: '2026-11-27',
      timestamp: '2026-11-27T09:00:00.000Z',
      updatedAt: '2026-11-27T09:00:00.000Z',
      sealed: false,
      content: 'Call with Dana about PAY-1412',
    });
  });

  it("never carries a sealed note's content, even if the row held text", () => {
    const sealed = { ...note, sealed: { v: 1, ciphertext: 'abc' } };
    const data = noteData(sealed, '2026-11-27');
    expect(data).toMatchObject({ id: 'n1', sealed: true });
    expect(data).not.toHaveProperty('content');
    expect(JSON.stringify(data)).not.toContain('Dana');
    expect(JSON.stringify(data)).not.toContain('abc');
  });

  it("gives a session's times and tags, never its notes", () => {
    const data = sessionData({
      id: 'r1',
      userId: 'u1',
      date: '2026-11-27',
      startTime: new Date('2026-11-27T09:00:00Z'),
      endTime: null,
      isActive: true,
      tags: ['pay'],
      notes: [note],
    } as Parameters<typeof sessionData>[0]);
    expect(data).toEqual({
      id: 'r1',
      date: '2026-11-27',
      startTime: '2026-11-27T09:00:00.000Z',
      endTime: null,
      isActive: true,
      tags: ['pay'],
      projectId: null,
    });
  });
});

describe('webhook retries', () => {
  it('retries with doubling delays for at most 24 hours by default (14 attempts, 22.75 h)', () => {
    expect(deliveryAttempts({ WEBHOOK_RETRY_BASE_MS: 10_000, WEBHOOK_RETRY_HOURS: 24 })).toBe(14);
    const retries = 13;
    const total = 10_000 * (2 ** retries - 1);
    expect(total).toBeLessThanOrEqual(24 * 3_600_000);
    expect(10_000 * (2 ** (retries + 1) - 1)).toBeGreaterThan(24 * 3_600_000);
  });
});
