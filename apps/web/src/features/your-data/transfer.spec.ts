import { describe, expect, it } from 'vitest';
import { describeImport } from './transfer';

const result = { records: 1, notes: 2, drafts: 0, reports: 0, skipped: 0 };

describe('what an import adds', () => {
  it('counts each kind with its plural, before and after', () => {
    expect(describeImport(result, true)).toBe('Will add 1 session, 2 notes, 0 drafts, 0 reports.');
    expect(describeImport(result, false)).toBe('Added 1 session, 2 notes, 0 drafts, 0 reports.');
  });

  it('says how many were skipped', () => {
    expect(describeImport({ ...result, skipped: 3 }, false)).toBe(
      'Added 1 session, 2 notes, 0 drafts, 0 reports; 3 already there or not usable, skipped.',
    );
  });
});
