import { describe, expect, it } from 'vitest';
import { THEMES } from '@diary/contracts';
import { pickOtherTheme } from './theme-quotes';

describe('pickOtherTheme', () => {
  it('never picks the current theme, and can pick every other one', () => {
    for (const current of THEMES) {
      const picks = new Set([0, 0.25, 0.5, 0.75, 0.999].map((r) => pickOtherTheme(current, THEMES, () => r)));
      expect(picks.has(current)).toBe(false);
      expect(picks.size).toBe(THEMES.length - 1);
    }
  });
});
