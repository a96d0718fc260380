// Clock times as people read them, in one configured time zone, 24-hour ("09:05") or 12-hour
// ("9:05 AM") as the user's timeFormat says, in the summary language's way of writing them.
import type { TimeFormat } from './writer-language';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "09:05" (24h) or "9:05 AM" (12h), in the zone and the locale. */
export function clockTime(
  iso: string | number,
  timeZone: string,
  timeFormat: TimeFormat = '24h',
  locale = 'en-US',
): string {
  const options: Intl.DateTimeFormatOptions =
    timeFormat === '12h'
      ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return formatter(timeZone, options, locale).format(new Date(iso)).replace(/\s/g, ' ');
}

/** The clock hour (0-23) of an instant in the zone. */
export function clockHour(epochMs: number, timeZone: string): number {
  const hour = formatter(timeZone, { hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(epochMs))
    .find((p) => p.type === 'hour')?.value;
  return Number(hour) % 24;
}

/** "09:00" (24h) or "9 AM" (12h); hour 24 is midnight. */
export function hourLabel(hour: number, timeFormat: TimeFormat = '24h'): string {
  const h = hour % 24;
  if (timeFormat === '24h') return `${String(h).padStart(2, '0')}:00`;
  const period = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12} ${period}`;
}

/** The user's time format: theirs when set, else the one their locale uses, else 24-hour. */
export function resolveTimeFormat(timeFormat: string | null | undefined, locale?: string | null): TimeFormat {
  if (timeFormat === '12h' || timeFormat === '24h') return timeFormat;
  if (locale) {
    try {
      const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
      return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
    } catch {
      return '24h';
    }
  }
  return '24h';
}
