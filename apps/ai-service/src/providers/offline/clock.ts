// Clock times as people read them ("9:05 AM"), in one configured time zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, hour12: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${hour12}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      'en-US',
      hour12
        ? { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }
        : { timeZone, hour: '2-digit', hourCycle: 'h23' },
    );
    formatters.set(key, f);
  }
  return f;
}

/** "h:mm a", e.g. "9:05 AM". */
export function clockTime(iso: string | number, timeZone: string): string {
  const parts = formatter(timeZone, true).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}

/** The clock hour (0-23) of an instant in the zone. */
export function clockHour(epochMs: number, timeZone: string): number {
  const hour = formatter(timeZone, false)
    .formatToParts(new Date(epochMs))
    .find((p) => p.type === 'hour')?.value;
  return Number(hour) % 24;
}

/** "9 AM", "12 PM", "0" → "12 AM". */
export function hourLabel(hour: number): string {
  const h = hour % 24;
  const period = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12} ${period}`;
}
