// Day keys are yyyy-MM-dd in the user's local calendar, chosen by the client.
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the text is a real calendar day written as yyyy-MM-dd. */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY_KEY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 9999 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}
