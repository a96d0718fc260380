import { describe, expect, it } from 'vitest';
import { sessionUpdateToast } from './session-update-toast';

describe('sessionUpdateToast', () => {
  it('a tags-only edit says "Tags updated", not "Times updated"', () => {
    expect(sessionUpdateToast({ times: false, tags: true, note: false })).toEqual({
      title: 'Tags updated',
      description: 'The tags were saved.',
    });
  });

  it('a change of times says "Times updated" and names whatever else was saved', () => {
    expect(sessionUpdateToast({ times: true, tags: false, note: false })).toEqual({
      title: 'Times updated',
      description: 'The session times were saved.',
    });
    expect(sessionUpdateToast({ times: true, tags: false, note: true })).toEqual({
      title: 'Times updated',
      description: 'The session times and your note were saved.',
    });
    expect(sessionUpdateToast({ times: true, tags: true, note: true }).description).toBe(
      'The session times, the tags and your note were saved.',
    );
  });

  it('a note alone says "Note added"; tags and a note say "Session updated"', () => {
    expect(sessionUpdateToast({ times: false, tags: false, note: true })).toEqual({
      title: 'Note added',
      description: 'Your note was saved.',
    });
    expect(sessionUpdateToast({ times: false, tags: true, note: true }).title).toBe('Session updated');
  });
});
