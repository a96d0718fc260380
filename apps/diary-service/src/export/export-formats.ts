// Text of the export formats: a record's CSV row (RFC 4180 through csv-stringify, with cells that a
// spreadsheet would run as a formula prefixed by '), and a day's Markdown page.
import type { ExportedRecord, ExportedReport } from '@diary/contracts';
import { localDateTime } from './local-time';

/** start and end are local times ("yyyy-MM-dd HH:mm") in the zone the timeZone column names. */
export const CSV_COLUMNS = [
  'date',
  'start',
  'end',
  'timeZone',
  'duration_minutes',
  'tags',
  'summary',
  'notes',
] as const;

/** Whole minutes of a session; an active one counts up to `now`. */
export function sessionMinutes(record: Pick<ExportedRecord, 'startTime' | 'endTime'>, now: number): number {
  const end = record.endTime ? Date.parse(record.endTime) : now;
  return Math.max(0, Math.floor((end - Date.parse(record.startTime)) / 60_000));
}

/**
 * A cell a spreadsheet would evaluate gets a leading ' so it stays text: = + - @ first, and tab or
 * carriage return first too (spreadsheets skip them and then read the formula, OWASP CSV injection).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvRow(record: ExportedRecord, now: number, timeZone: string): string[] {
  const summary = record.summary
    ? [record.summary.subject, record.summary.description].filter(Boolean).join('\n')
    : '';
  return [
    record.date,
    localDateTime(record.startTime, timeZone),
    record.endTime ? localDateTime(record.endTime, timeZone) : '',
    timeZone,
    String(sessionMinutes(record, now)),
    record.tags.join(', '),
    summary,
    record.notes.map((n) => n.content).join('\n\n'),
  ].map(safeCell);
}

/** "yyyy/MM/yyyy-MM-dd.md": one page per day. */
export const dayPath = (date: string) => `${date.slice(0, 4)}/${date.slice(5, 7)}/${date}.md`;

export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** HH:mm of an instant in the given time zone (one formatter per zone: making one costs more than using it). */
export function clockTime(iso: string, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    if (clocks.size < 100) clocks.set(timeZone, clock);
  }
  return clock.format(new Date(iso));
}

/** True for a time zone name this runtime knows (e.g. "Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return name.length <= 64;
  } catch {
    return false;
  }
}

const indent = (text: string) => text.replace(/\r?\n/g, '\n  ');

/** One day as Markdown, readable on its own: sessions with times, duration, tags, notes, summary, then the report. */
export function dayMarkdown(
  date: string,
  records: ExportedRecord[],
  report: ExportedReport | null,
  timeZone: string,
  now: number,
): string {
  const total = records.reduce((sum, r) => sum + sessionMinutes(r, now), 0);
  const lines: string[] = [`# ${date}`, ''];
  if (records.length)
    lines.push(
      `${records.length} session${records.length === 1 ? '' : 's'}, ${formatMinutes(total)} in all (times in ${timeZone}).`,
      '',
    );
  for (const r of records) {
    const end = r.endTime ? clockTime(r.endTime, timeZone) : 'now (still running)';
    lines.push(
      `## ${clockTime(r.startTime, timeZone)}–${end} (${formatMinutes(sessionMinutes(r, now))})`,
      '',
    );
    if (r.tags.length) lines.push(`Tags: ${r.tags.join(', ')}`, '');
    if (r.notes.length) {
      lines.push('### Notes', '');
      for (const n of r.notes) lines.push(`- ${clockTime(n.timestamp, timeZone)} ${indent(n.content)}`);
      lines.push('');
    }
    if (r.summary) {
      lines.push('### Summary', '', `**${r.summary.subject}**`, '');
      if (r.summary.description) lines.push(r.summary.description, '');
    }
  }
  if (report && (report.subject || report.description || report.insights.length)) {
    lines.push('## Daily report', '');
    if (report.subject) lines.push(`**${report.subject}**`, '');
    if (report.description) lines.push(report.description, '');
    if (report.insights.length) {
      lines.push('### Insights', '');
      for (const insight of report.insights) lines.push(`- ${indent(insight)}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
