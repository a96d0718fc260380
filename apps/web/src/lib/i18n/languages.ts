// The languages the web app speaks, their own names, and which one a browser asks for.
import { UI_LANGUAGES, type UiLanguage } from '@diary/contracts';

export { UI_LANGUAGES, type UiLanguage };

/** Each language named in itself, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};

/** Where the last language shown is kept, so the next page load (and the sign-in screen) starts in it. */
export const LANGUAGE_STORAGE_KEY = 'diary.language';

export const isUiLanguage = (v: unknown): v is UiLanguage =>
  typeof v === 'string' && (UI_LANGUAGES as readonly string[]).includes(v);

/** The first of the browser's languages the app speaks ('de-AT' → de, 'pt-PT' → pt-BR); English otherwise. */
export function languageFromBrowser(
  tags: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): UiLanguage {
  for (const tag of tags) {
    const exact = UI_LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0].toLowerCase();
    const byBase = UI_LANGUAGES.find((l) => l.split('-')[0].toLowerCase() === base);
    if (byBase) return byBase;
  }
  return 'en';
}

export function storedLanguage(): UiLanguage | null {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: UiLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A private window without storage starts from the browser's language again; nothing is lost.
  }
}
