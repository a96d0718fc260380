import { beforeEach, describe, expect, it } from 'vitest';
import {
  localDraftKey,
  purgeOldLocalDrafts,
  readLocalDraft,
  writeLocalDraft,
  writeSyncedDraft,
} from './local-draft';

describe('the local unsaved copy', () => {
  beforeEach(() => localStorage.clear());

  it('is stored under unsaved_note_{userId}_{date} with the text as the value', () => {
    writeLocalDraft('u1', '2026-03-01', 'hello ');
    expect(localStorage.getItem(localDraftKey('u1', '2026-03-01'))).toBe('hello ');
    expect(localDraftKey('u1', '2026-03-01')).toBe('unsaved_note_u1_2026-03-01');
  });

  it('is written only when the trimmed text is non-empty, and removed otherwise', () => {
    writeLocalDraft('u1', '2026-03-01', 'x');
    writeLocalDraft('u1', '2026-03-01', '   ');
    expect(readLocalDraft('u1', '2026-03-01')).toBeNull();
  });

  it("purges older days' copies the server holds, keeping today's and unconfirmed typing", () => {
    writeLocalDraft('u1', '2026-02-01', 'synced');
    writeSyncedDraft('u1', '2026-02-01', 'synced');
    writeLocalDraft('u1', '2026-02-02', 'not on the server yet');
    writeLocalDraft('u1', '2026-03-01', 'today');
    writeSyncedDraft('u1', '2026-03-01', 'today');
    writeLocalDraft('u2', '2026-02-01', 'another user');
    writeSyncedDraft('u2', '2026-02-01', 'another user');
    purgeOldLocalDrafts('u1', '2026-03-01', []);
    expect(readLocalDraft('u1', '2026-02-01')).toBeNull();
    expect(readLocalDraft('u1', '2026-02-02')).toBe('not on the server yet');
    expect(readLocalDraft('u1', '2026-03-01')).toBe('today');
    expect(readLocalDraft('u2', '2026-02-01')).toBe('another user');
  });
});
