// Reads time entries exported as CSV from Toggl Track ("Detailed" report: User,Email,Client,Project,
// Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (…)) or
// Clockify ("Detailed" report: Project,Client,Description,Task,User,Group,Email,Tags,Billable,
// Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),…). Their times are wall
// clock times without a zone: they are read in the time zone the caller names (the browser's).
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  colorForName,
  isCurrencyCode,
  isDayKey,
  isHourlyRate,
  normalizeTag,
  PROJECT_NAME_MAX_LENGTH,
  RECORD_DESCRIPTION_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX_PER_RECORD,
} from '@diary/contracts';
import { ImportedProject, ImportedRecord, ImportFileError, tooManyRows } from './import-bundle';

const pad = (n: number) => String(n).padStart(2, '0');

/** The tag the client of an entry without a project becomes (docs/decisions.md). */
export const CLIENT_TAG_PREFIX = 'client:';

interface Columns {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  duration?: string;
  description?: string;
  project?: string;
  client?: string;
  tags?: string;
  /** Clockify's "Billable Rate (USD)": the rate, and the currency in its header. */
  rate?: { column: string; currency: string | null };
  /** Toggl's "Amount (EUR)": the entry's amount, from which its rate is worked out. */
  amount?: { column: string; currency: string | null };
}

function columnsOf(headers: string[]): { source: 'toggl' | 'clockify'; columns: Columns } | null {
  const find = (...names: string[]) =>
    headers.find((h) => names.some((n) => h.trim().toLowerCase() === n.toLowerCase()));
  const startDate = find('Start date');
  const startTime = find('Start time');
  const endDate = find('End date');
  const endTime = find('End time');
  if (!startDate || !startTime || !endDate || !endTime) return null;
  const clockify = headers.includes('Start Date') || headers.some((h) => h.trim() === 'Duration (h)');
  return {
    source: clockify ? 'clockify' : 'toggl',
    columns: {
      startDate,
      startTime,
      endDate,
      endTime,
      duration: find('Duration (h)', 'Duration'),
      description: find('Description'),
      project: find('Project'),
      client: find('Client'),
      tags: find('Tags'),
      rate: currencyColumn(headers, /^Billable Rate\s*\((\w+)\)$/i),
      amount: clockify ? undefined : currencyColumn(headers, /^Amount\s*\((\w+)\)$/i),
    },
  };
}

/** A column like Clockify's "Billable Rate (XYZ)" or Toggl's "Amount (XYZ)", with XYZ when it is an ISO 4217 code. */
function currencyColumn(headers: string[], pattern: RegExp): Columns['rate'] {
  for (const h of headers) {
    const m = pattern.exec(h.trim());
    if (m) return { column: h, currency: isCurrencyCode(m[1].toUpperCase()) ? m[1].toUpperCase() : null };
  }
  return undefined;
}

/** y, m, d of "2024-05-31", "05/31/2024" (Clockify's default) or "31.05.2024". */
function readDate(value: string): [number, number, number] | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (m) return [Number(m[3]), Number(m[1]), Number(m[2])];
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (m) return [Number(m[3]), Number(m[2]), Number(m[1])];
  return null;
}

/** A real day from 1970 to 2100 (2026-02-30 is not one: Date.UTC would silently make it March 2). */
function parseDate(value: string): [number, number, number] | null {
  const date = readDate(value);
  return date && isDayKey(`${date[0]}-${pad(date[1])}-${pad(date[2])}`) ? date : null;
}

/** h, m, s of "09:05", "09:05:30" or "9:05:30 PM". */
function parseTime(value: string): [number, number, number] | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(value);
  if (!m) return null;
  let hours = Number(m[1]);
  if (m[4]) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (/p/i.test(m[4]) ? 12 : 0);
  }
  const minutes = Number(m[2]);
  const seconds = Number(m[3] ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return [hours, minutes, seconds];
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs about a hundred times more than using it (two per row). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (wallClocks.size < 100) wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** Milliseconds the zone is ahead of UTC at the instant. */
function measuredOffset(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset, measured once per quarter hour (zones change offset only on quarter hours):
 * rows of an export cluster in working hours, so most of 100,000 rows need no formatting at all.
 */
function zoneOffset(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = measuredOffset(quarter * QUARTER_HOUR, timeZone);
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant of a wall clock time in the zone. */
export function zonedInstant(
  date: [number, number, number],
  time: [number, number, number],
  timeZone: string,
): Date {
  const wall = Date.UTC(date[0], date[1] - 1, date[2], time[0], time[1], time[2]);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return new Date(second);
}

/** The file's text in slices for the stream parser, never splitting a surrogate pair. */
function* slices(content: string, size = 64 * 1024): Generator<string> {
  for (let i = 0; i < content.length;) {
    let end = Math.min(i + size, content.length);
    const last = content.charCodeAt(end - 1);
    if (end < content.length && last >= 0xd800 && last <= 0xdbff) end++;
    yield content.slice(i, end);
    i = end;
  }
}

/** A CSV error as a 400 naming its line. */
function unreadable(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  const line = (err as CsvError & { lines?: number }).lines;
  return new ImportFileError(
    `The CSV file cannot be read${line ? ` at line ${line}` : ''}: ${err.message.replace(/^Invalid [^:]*: /, '')}`,
  );
}

function toRecord(
  record: Record<string, string>,
  line: number,
  columns: Columns,
  timeZone: string,
): ImportedRecord {
  const cell = (name: string | undefined) => (name ? (record[name] ?? '').trim() : '');
  const startDate = parseDate(cell(columns.startDate));
  if (!startDate)
    throw new ImportFileError(
      `Line ${line}: the start date "${cell(columns.startDate)}" is not a real day from 1970 to 2100.`,
    );
  const startTime = parseTime(cell(columns.startTime));
  if (!startTime)
    throw new ImportFileError(`Line ${line}: the start time "${cell(columns.startTime)}" is not a time.`);
  const endDate = parseDate(cell(columns.endDate));
  if (!endDate)
    throw new ImportFileError(
      `Line ${line}: the end date "${cell(columns.endDate)}" is not a real day from 1970 to 2100.`,
    );
  const endTime = parseTime(cell(columns.endTime));
  if (!endTime)
    throw new ImportFileError(`Line ${line}: the end time "${cell(columns.endTime)}" is not a time.`);
  const start = zonedInstant(startDate, startTime, timeZone);
  const end = zonedInstant(endDate, endTime, timeZone);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start)
    throw new ImportFileError(`Line ${line}: the entry ends before it starts.`);
  const description = cell(columns.description).slice(0, NOTE_MAX_LENGTH);
  const project = cell(columns.project).slice(0, PROJECT_NAME_MAX_LENGTH);
  const client = cell(columns.client).slice(0, PROJECT_NAME_MAX_LENGTH);
  // The Project column becomes the session's project (with its Client, and Clockify's billable
  // rate); a client without a project stays a tag, "client:<name>". The entry's tags become tags
  // (as the diary keeps them; what does not fit is left out).
  const tags = [
    ...new Set(
      [!project && client ? `${CLIENT_TAG_PREFIX}${client}` : '', ...cell(columns.tags).split(',')]
        .map(normalizeTag)
        .filter((t) => t && t.length <= TAG_MAX_LENGTH),
    ),
  ].slice(0, TAGS_MAX_PER_RECORD);
  return {
    date: `${startDate[0]}-${pad(startDate[1])}-${pad(startDate[2])}`,
    startTime: start,
    endTime: end,
    isActive: false,
    tags,
    notes: description ? [{ content: description, timestamp: start }] : [],
    // The entry's text is also the session's own description (the timesheet row's text).
    description: description.split(/\r?\n/)[0].slice(0, RECORD_DESCRIPTION_MAX_LENGTH) || null,
    summary: null,
    ...(project
      ? {
          projectKey: projectKeyOf(project, client),
          project: projectOf(record, columns, project, client, end.getTime() - start.getTime()),
        }
      : {}),
  };
}

/** A project is its name within its client: "Website" of two clients is two projects. */
const projectKeyOf = (name: string, client: string) => `${client.toLowerCase()}\u0000${name.toLowerCase()}`;

/** The hourly rate an entry shows: Clockify's rate column, else Toggl's amount over the entry's hours. */
function rateOf(
  record: Record<string, string>,
  columns: Columns,
  ms: number,
): { rate: number; currency: string } | null {
  const cell = (c: string) => Number((record[c] ?? '').trim());
  if (columns.rate?.currency) {
    const rate = cell(columns.rate.column);
    return rate > 0 && isHourlyRate(rate) ? { rate, currency: columns.rate.currency } : null;
  }
  if (columns.amount?.currency && ms > 0) {
    const rate = Math.round((cell(columns.amount.column) / (ms / 3_600_000)) * 100) / 100;
    return rate > 0 && isHourlyRate(rate) ? { rate, currency: columns.amount.currency } : null;
  }
  return null;
}

/** The project an entry names, as the file describes it (the first entry with a rate gives the rate). */
function projectOf(
  record: Record<string, string>,
  columns: Columns,
  name: string,
  client: string,
  ms: number,
): ImportedProject {
  const priced = rateOf(record, columns, ms);
  return {
    key: projectKeyOf(name, client),
    name,
    client: client || null,
    hourlyRate: priced?.rate ?? null,
    currency: priced?.currency ?? null,
    color: colorForName(name),
  };
}

type Row = { record: Record<string, string>; info: { lines: number } };

/**
 * Reads the CSV as a stream: the header is checked at once, then the rows are read one at a time
 * as the caller asks for them, so a 100,000-row file is never held parsed all at once. A bad row
 * or a row past the cap fails the iteration where it is met (the import then rolls back).
 */
export async function readTimeEntries(
  content: string,
  timeZone: string,
  maxRows: number,
): Promise<{ source: 'toggl' | 'clockify'; records: AsyncGenerator<ImportedRecord> }> {
  const parser = Readable.from(slices(content)).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
      // One row past the cap is enough to know the file is over it; the rest is not read.
      to: maxRows + 1,
    }),
  );
  const rows = parser[Symbol.asyncIterator]() as AsyncIterator<Row>;
  let first: IteratorResult<Row>;
  try {
    first = await rows.next();
  } catch (err) {
    parser.destroy();
    throw unreadable(err);
  }
  const headers = first.done
    ? (content.split(/\r?\n/, 1)[0] ?? '').split(',')
    : Object.keys(first.value.record);
  const detected = columnsOf(headers);
  if (!detected) {
    parser.destroy();
    throw new ImportFileError(
      'Line 1: the file is neither our JSON archive nor a Toggl Track or Clockify detailed CSV export (it needs the columns Start date, Start time, End date and End time).',
    );
  }
  const { source, columns } = detected;
  async function* records(): AsyncGenerator<ImportedRecord> {
    try {
      let row = first;
      let count = 0;
      while (!row.done) {
        if (++count > maxRows) throw tooManyRows(maxRows);
        yield toRecord(row.value.record, row.value.info.lines, columns, timeZone);
        try {
          row = await rows.next();
        } catch (err) {
          throw unreadable(err);
        }
      }
    } finally {
      parser.destroy();
    }
  }
  return { source, records: records() };
}
