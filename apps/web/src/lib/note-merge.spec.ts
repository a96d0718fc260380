import { describe, expect, it } from 'vitest';
import { mergeNoteTexts } from './note-merge';

describe('mergeNoteTexts', () => {
  it("applies this side's changed lines to the other side's text when they do not overlap", () => {
    const base = 'Plan\n\n- [ ] tests\n- [ ] ship';
    const theirs = `${base}\n\nA paragraph from the laptop.`;
    const mine = 'Plan for Friday\n\n- [ ] tests\n- [ ] ship';
    expect(mergeNoteTexts(base, mine, theirs)).toEqual({
      text: 'Plan for Friday\n\n- [ ] tests\n- [ ] ship\n\nA paragraph from the laptop.',
      clean: true,
    });
  });

  it('keeps both texts whole when both changed the same line', () => {
    const result = mergeNoteTexts('Plan', 'Plan, from the phone', 'Plan, from the laptop');
    expect(result).toEqual({ text: 'Plan, from the laptop\n\nPlan, from the phone', clean: false });
  });

  it('takes the only side that changed', () => {
    expect(mergeNoteTexts('a', 'a', 'b').text).toBe('b');
    expect(mergeNoteTexts('a', 'b', 'a').text).toBe('b');
  });
});
