// Lengths of time in the user's locale. Beside formats.ts rather than in it: formats.ts is part of
// the sign-in screen's bundle, and only screens after it write durations.
import { formatDuration as englishDuration } from '@diary/contracts';
import { baseOf, formats } from './formats';

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
export function formatDuration(minutes: number, locale: string = formats().locale): string {
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
