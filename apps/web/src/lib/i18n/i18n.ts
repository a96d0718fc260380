// The one i18next instance: a namespace per feature, each language's file of a namespace loaded on
// first use (a chunk of its own), so the sign-in screen carries only its own English sentences.
// Formats (formats.ts) emit 'formatsChanged' on it, so every component that translates also
// redraws when the locale, week start or clock changes.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGES, languageFromBrowser, storedLanguage } from './languages';

/** Every namespace's file of every language, each a lazy chunk. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return done(new Error(`No ${language} file for ${namespace}`), false);
    load().then(
      (m) => done(null, m.default),
      (err: Error) => done(err, false),
    );
  },
};

export const FORMATS_CHANGED = 'formatsChanged';

/** Starts i18next in the language last shown, or the browser's. */
export function startI18n() {
  if (i18n.isInitialized) return Promise.resolve();
  return i18n
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? languageFromBrowser(),
      fallbackLng: 'en',
      supportedLngs: [...UI_LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { bindI18n: `languageChanged ${FORMATS_CHANGED}`, useSuspense: true },
    })
    .then(() => undefined);
}

/** For unit tests: every namespace of one language given at once, no loading. */
export function startI18nWith(language: string, resources: Record<string, Record<string, unknown>>) {
  return i18n
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      resources: { [language]: resources },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { bindI18n: `languageChanged ${FORMATS_CHANGED}`, useSuspense: false },
    })
    .then(() => undefined);
}

export { i18n };
