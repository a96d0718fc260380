// What a week-grid cell accepts and shows: a length typed as '1:30', '1.5' (or '1,5'), '90m',
// '2h', '1h 30m' or a bare number of hours, read as whole minutes; shown back as 'h:mm'.

/** The longest length one cell may add: a whole day. */
export const GRID_MAX_MINUTES = 24 * 60;

// The hint saying so is timesheet:grid.durationHint, in the language shown.

/**
 * Whole minutes of a typed length, or null when the text is not one (or is 0, negative or over a
 * day). Blank text is not a length either: the caller decides what an emptied cell means.
 */
export function parseGridDuration(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let minutes: number | null = null;
  let m: RegExpMatchArray | null;
  if ((m = t.match(/^(\d{1,2}):([0-5]\d)$/))) minutes = Number(m[1]) * 60 + Number(m[2]);
  else if ((m = t.match(/^(\d{1,4}) ?m(in)?$/))) minutes = Number(m[1]);
  else if ((m = t.match(/^(\d{1,2}(?:[.,]\d+)?) ?h(?: ?(\d{1,2}) ?m(in)?)?$/)))
    minutes = Number(m[1].replace(',', '.')) * 60 + Number(m[2] ?? 0);
  else if ((m = t.match(/^(\d{1,2}(?:[.,]\d+)?|[.,]\d+)$/))) minutes = Number(m[1].replace(',', '.')) * 60;
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const whole = Math.round(minutes);
  return whole >= 1 && whole <= GRID_MAX_MINUTES ? whole : null;
}

/** Minutes as a cell shows them, 'h:mm' ('0:45', '1:30', '12:05'); 0 as an empty cell. */
export function formatGridDuration(minutes: number): string {
  if (minutes <= 0) return '';
  const whole = Math.floor(minutes);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
