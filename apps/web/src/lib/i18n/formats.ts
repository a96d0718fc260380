// The user's formats: the locale dates, times and numbers are written in, the first day of the
// week and the 12- or 24-hour clock. Unset ones follow the locale, and an unset locale is the
// browser's when it speaks the app's language (en-GB stays en-GB in English) or the app's
// language otherwise (an en-GB browser switched to French writes French dates).
// lib/time.ts formats with these; the calendar and the date pickers read them too; lengths of
// time are written by duration-format.ts (kept out of this module, which the sign-in screen loads).
import dayjs from 'dayjs';
import type { TimeFormat, UiLanguage, WeekStart } from '@diary/contracts';
import { FORMATS_CHANGED, i18n } from './i18n';

export interface FormatChoices {
  language: UiLanguage;
  locale?: string | null;
  weekStart?: WeekStart | null;
  timeFormat?: TimeFormat | null;
}

export interface Formats {
  locale: string;
  weekStart: WeekStart;
  timeFormat: TimeFormat;
}

const browserLocale = () => (typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US');
export const baseOf = (tag: string) => tag.split('-')[0].toLowerCase();

/** Regions whose weeks start on Sunday (CLDR's firstDay "sun" among the ones people here use). */
const SUNDAY_REGIONS = new Set([
  'US',
  'CA',
  'BR',
  'JP',
  'MX',
  'IL',
  'PH',
  'KR',
  'TW',
  'HK',
  'IN',
  'ZA',
  'SA',
  'PE',
  'CO',
  'VE',
  'GT',
  'DO',
  'PR',
]);
/** The region a language means without one ('en' is en-US, 'pt' pt-BR, 'ja' Japan). */
const DEFAULT_REGION: Record<string, string> = { en: 'US', pt: 'BR', ja: 'JP', de: 'DE', fr: 'FR', es: 'ES' };

export function weekStartOf(locale: string): WeekStart {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    region = undefined;
  }
  region ??= DEFAULT_REGION[baseOf(locale)];
  return region && SUNDAY_REGIONS.has(region) ? 'sunday' : 'monday';
}

export function timeFormatOf(locale: string): TimeFormat {
  try {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
  } catch {
    return '24h';
  }
}

export function localeFor(language: UiLanguage, locale?: string | null, browser = browserLocale()): string {
  if (locale) return locale;
  return baseOf(browser) === baseOf(language) ? browser : language;
}

export function resolveFormats(choices: FormatChoices, browser = browserLocale()): Formats {
  const locale = localeFor(choices.language, choices.locale, browser);
  return {
    locale,
    weekStart: choices.weekStart ?? weekStartOf(locale),
    timeFormat: choices.timeFormat ?? timeFormatOf(locale),
  };
}

let current: Formats = resolveFormats({ language: 'en' });

/** The formats every screen writes in now. */
export const formats = (): Formats => current;

// dayjs's own locales (month and day names for the date pickers), each a small chunk.
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  pt: () => import('dayjs/locale/pt-br'),
  ja: () => import('dayjs/locale/ja'),
  'en-gb': () => import('dayjs/locale/en-gb'),
};

function dayjsBaseName(locale: string): string {
  const tag = locale.toLowerCase();
  if (DAYJS_LOCALES[tag]) return tag === 'pt' ? 'pt-br' : tag;
  const base = baseOf(locale);
  if (base === 'en') return 'en';
  if (base === 'pt') return 'pt-br';
  return DAYJS_LOCALES[base] ? base : 'en';
}

let pickerLocale = 'en';
/** The dayjs locale the pickers use: the locale's names with the user's first day of the week (once loaded). */
export const dayjsLocaleName = () => pickerLocale;

async function applyDayjsLocale(f: Formats) {
  const baseName = dayjsBaseName(f.locale);
  if (baseName !== 'en') await DAYJS_LOCALES[baseName]?.();
  const base = dayjs.Ls[baseName] ?? dayjs.Ls.en;
  const name = `diary-${baseName}-${f.weekStart}`;
  dayjs.locale({ ...base, name, weekStart: f.weekStart === 'monday' ? 1 : 0 } as ILocale, undefined, true);
  pickerLocale = name;
}

/** Makes `choices` the formats of every screen, and redraws the ones that translate. */
export async function setFormats(choices: FormatChoices): Promise<void> {
  const next = resolveFormats(choices);
  await applyDayjsLocale(next);
  const same =
    next.locale === current.locale &&
    next.weekStart === current.weekStart &&
    next.timeFormat === current.timeFormat;
  current = next;
  document.documentElement.lang = choices.language;
  if (!same) i18n.emit(FORMATS_CHANGED);
}
