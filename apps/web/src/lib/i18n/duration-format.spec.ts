import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format';

describe('formatDuration in a locale', () => {
  it("keeps the spec's English form in every English locale", () => {
    for (const locale of ['en-US', 'en-GB', 'en'])
      expect([466, 300, 45, 0].map((m) => formatDuration(m, locale))).toEqual([
        '7h 46m',
        '5h 00m',
        '45m',
        '0m',
      ]);
  });

  it('writes the short units of German, French, Spanish and Brazilian Portuguese', () => {
    expect(formatDuration(466, 'de-DE')).toBe('7 Std. 46 Min.');
    // French puts a narrow no-break space before 'h' and a no-break space before 'min' (CLDR).
    expect(formatDuration(466, 'fr-FR')).toBe('7\u202fh 46\u00a0min');
    expect(formatDuration(466, 'es')).toBe('7 h 46 min');
    expect(formatDuration(466, 'pt-BR')).toBe('7 h 46 min');
  });

  it('writes Japanese without spaces', () => {
    expect(formatDuration(466, 'ja')).toBe('7時間46分');
  });

  it('leaves out zero minutes after whole hours, and says 0 minutes for none', () => {
    expect(formatDuration(300, 'de')).toBe('5 Std.');
    expect(formatDuration(0, 'es')).toBe('0 min');
    expect(formatDuration(-5, 'es')).toBe('0 min');
  });
});
