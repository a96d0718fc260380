// Day keys are yyyy-MM-dd in the user's local calendar, chosen by the client.
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years a diary day may fall in. Wider years are typing mistakes, and a 1900→9999 session
 * overflowed every sum of minutes (stats and tags then failed for that user for good).
 */
export const DAY_KEY_MIN_YEAR = 1970;
export const DAY_KEY_MAX_YEAR = 2100;

/** True when the text is a real calendar day written as yyyy-MM-dd, in 1970–2100. */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY_KEY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < DAY_KEY_MIN_YEAR || y > DAY_KEY_MAX_YEAR || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** The day key of `at` in an IANA time zone ("Europe/Berlin"); UTC when the zone is null. */
export function dayKeyInZone(timeZone: string | null, at: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(at);
}
