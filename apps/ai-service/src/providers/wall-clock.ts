// Instants as the user's wall clock ("2026-11-25 07:10"), for what a model is asked to write: a
// model told UTC instants writes UTC times into the user's text.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function wallClock(iso: string, timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (formatters.size < 500) formatters.set(zone, f);
  }
  const parts = f.formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
