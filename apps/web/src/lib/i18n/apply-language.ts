// Shows the app in a language and its formats at once, without a reload, and remembers the
// language for the next page load.
import type { UserSettings } from '@diary/contracts';
import { i18n } from './i18n';
import { setFormats } from './formats';
import { isUiLanguage, storeLanguage, type UiLanguage } from './languages';

export async function applyLanguage(
  settings: Pick<UserSettings, 'locale' | 'weekStart' | 'timeFormat'> & { language: UiLanguage },
): Promise<void> {
  const { language } = settings;
  storeLanguage(language);
  // Formats first: the language change then redraws every screen in both.
  await setFormats(settings);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export const currentLanguage = (): UiLanguage => (isUiLanguage(i18n.language) ? i18n.language : 'en');
