// The Sorting Hat's words for each theme (a themed quote in the toast of the Sorting Hat's pick).
import type { ThemeName } from '@diary/contracts';

export const SORTING_HAT_QUOTES: Record<ThemeName, string> = {
  default: 'A clear page for a clear mind. Plain and true, this notebook suits you.',
  hagworts: 'Bold of heart and quick of quill. Scarlet and gold will light your pages!',
  hufflepuff: 'Patient, loyal and never afraid of hard work. Your diary will never be neglected!',
  ravenclaw: 'A keen mind loves a well-kept record. Wit beyond measure fills these pages!',
  slytherin: 'Ambition noted, plans recorded. Every entry brings you closer to greatness!',
};

/** A random theme different from the current one. */
export function pickOtherTheme(
  current: ThemeName,
  all: readonly ThemeName[],
  random = Math.random,
): ThemeName {
  const others = all.filter((t) => t !== current);
  return others[Math.floor(random() * others.length)] ?? current;
}
