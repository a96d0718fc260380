// "yyyy-MM-dd HH:mm" of an instant in a time zone: how the CSV files (timesheet, sessions export)
// write times, as a spreadsheet reads them, beside a timeZone column.
const formats = new Map<string, Intl.DateTimeFormat>();

export function localDateTime(iso: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // sv-SE writes ISO-like "2026-11-20 10:00".
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (formats.size < 100) formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
