import { describe, expect, it } from 'vitest';
import { reconcileDraft } from './reconcile-draft';

describe('reconcileDraft', () => {
  it('takes the server draft when the local copy holds nothing unsynced', () => {
    expect(reconcileDraft({ server: 'from phone', local: 'old', lastSynced: 'old' })).toEqual({
      text: 'from phone',
      push: false,
    });
  });
  it('falls back to the local copy when there is no server draft', () => {
    expect(reconcileDraft({ server: null, local: 'kept', lastSynced: 'kept' })).toEqual({
      text: 'kept',
      push: false,
    });
    expect(reconcileDraft({ server: null, local: null, lastSynced: null })).toEqual({
      text: '',
      push: false,
    });
  });
  it('keeps typing the server never received (reload within the debounce) and sends it', () => {
    expect(reconcileDraft({ server: 'hello', local: 'hello world', lastSynced: 'hello' })).toEqual({
      text: 'hello world',
      push: true,
    });
    expect(reconcileDraft({ server: null, local: 'typed offline', lastSynced: null })).toEqual({
      text: 'typed offline',
      push: true,
    });
  });
  it('keeps a local deletion the server has not seen', () => {
    expect(reconcileDraft({ server: 'abc', local: 'ac', lastSynced: 'abc' })).toEqual({
      text: 'ac',
      push: true,
    });
  });
  it('keeps both texts when both sides changed, losing neither', () => {
    expect(reconcileDraft({ server: 'phone text', local: 'laptop text', lastSynced: 'base' })).toEqual({
      text: 'phone text\n\nlaptop text',
      push: true,
    });
  });
  it('does not duplicate when one side already contains the other', () => {
    expect(reconcileDraft({ server: 'a b', local: 'a b c', lastSynced: 'a' })).toEqual({
      text: 'a b c',
      push: true,
    });
    expect(reconcileDraft({ server: 'a b c', local: 'a b', lastSynced: 'a' })).toEqual({
      text: 'a b c',
      push: false,
    });
  });
});
