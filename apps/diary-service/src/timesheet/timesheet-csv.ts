// A timesheet as CSV cells (contract, "Bills you can send"): start and end as local times in the
// user's zone with a timeZone column, tracked and billed minutes, and a final totals row (one per
// currency when the sheet bills in several). Cells go through the export's safeCell (cells a
// spreadsheet would run as a formula, or that start with a tab or carriage return, get a leading ').
import type { TimesheetResponse, TimesheetRow } from '@diary/contracts';
import { safeCell } from '../export/export-formats';
import { localDateTime } from '../export/local-time';

export const TIMESHEET_CSV_COLUMNS = [
  'date',
  'start',
  'end',
  'timeZone',
  'minutes',
  'billedMinutes',
  'hours',
  'project',
  'client',
  'description',
  'amount',
  'currency',
] as const;

const hours = (minutes: number) => (minutes / 60).toFixed(2);

export function timesheetCsvRow(row: TimesheetRow, timeZone: string): string[] {
  return [
    row.date,
    localDateTime(row.start, timeZone),
    row.end ? localDateTime(row.end, timeZone) : '',
    timeZone,
    String(row.minutes),
    String(row.billedMinutes),
    hours(row.billedMinutes),
    row.project ?? '',
    row.client ?? '',
    row.description,
    row.amount === null ? '' : row.amount.toFixed(2),
    row.currency ?? '',
  ].map(safeCell);
}

/** The sheet's rows, then "Total" with the minutes (and the first currency's amount), then one more per currency. */
export function timesheetCsvRows(sheet: TimesheetResponse): string[][] {
  const { totals } = sheet;
  const [first, ...more] = totals.amounts;
  const total = (minutes: string, billed: string, amount?: { currency: string; amount: number }) => [
    'Total',
    '',
    '',
    sheet.timeZone,
    minutes,
    billed,
    billed ? hours(totals.billedMinutes) : '',
    '',
    '',
    '',
    amount ? amount.amount.toFixed(2) : '',
    amount?.currency ?? '',
  ];
  return [
    ...sheet.rows.map((r) => timesheetCsvRow(r, sheet.timeZone)),
    total(String(totals.minutes), String(totals.billedMinutes), first),
    ...more.map((a) => total('', '', a)),
  ];
}
