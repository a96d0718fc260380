// The user's formats: the locale dates, times and numbers are written in, the first day of the
// week and the 12- or 24-hour clock. Unset ones follow the locale, and an unset locale is the
// browser's when it speaks the app's language (en-GB stays en-GB in English) or the app's
// language otherwise (an en-GB browser switched to French writes French dates).
// app/time.ts formats with these; the calendar and the date pickers read them too.
import dayjs from 'dayjs';
import {
  formatDuration as englishDuration,
  type TimeFormat,
  type UiLanguage,
  type WeekStart,
} from '@diary/contracts';
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
const baseOf = (tag: string) => tag.split('-')[0].toLowerCase();

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

const unitFormats = new Map<string, { hour: Intl.NumberFormat; minute: Intl.NumberFormat }>();
function unitsOf(locale: string) {
  let units = unitFormats.get(locale);
  if (!units) {
    const unit = (u: 'hour' | 'minute') =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' });
    units = { hour: unit('hour'), minute: unit('minute') };
    unitFormats.set(locale, units);
  }
  return units;
}

/**
 * A length of time in the user's locale, the one duration format of every screen. English keeps
 * the spec's 'Xh MMm' ('7h 46m', '5h 00m', '45m'); other locales write CLDR's short units through
 * Intl.NumberFormat ('7 Std. 46 Min.', '7 h 46 min', '7時間46分'), leaving out zero minutes after
 * whole hours as people write them. Intl.DurationFormat is not used: Node (the unit tests) lacks
 * it, and one path keeps the tests and the browser writing the same thing.
 */
export function formatDuration(minutes: number, locale: string = current.locale): string {
  if (baseOf(locale) === 'en') return englishDuration(minutes);
  const total = Math.max(0, Math.floor(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const units = unitsOf(locale);
  const parts = [h > 0 ? units.hour.format(h) : '', m > 0 || h === 0 ? units.minute.format(m) : ''];
  const text = parts.filter(Boolean).join(' ');
  // Japanese writes a number and its unit, and the two units, without spaces ('7時間46分').
  return baseOf(locale) === 'ja' ? text.replace(/\s+/g, '') : text;
}
