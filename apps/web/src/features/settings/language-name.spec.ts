import { describe, expect, it } from 'vitest';
import { languageName } from './language-name';

describe('summary and voice language names', () => {
  it('keeps the stored English name in English', () => {
    expect(languageName('German', 'en')).toBe('German');
  });

  it("names each language in the reader's language, capitalised for a menu", () => {
    expect(languageName('German', 'de')).toBe('Deutsch');
    expect(languageName('German', 'fr')).toBe('Allemand');
    expect(languageName('Japanese', 'ja')).toBe('日本語');
  });

  it('shows a name it has no code for as it is stored', () => {
    expect(languageName('Klingon', 'de')).toBe('Klingon');
  });
});
