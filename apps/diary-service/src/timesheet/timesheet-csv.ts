// A timesheet row as CSV cells, through the export's safeCell (cells a spreadsheet would run as a
// formula, or that start with a tab or carriage return, get a leading ').
import type { TimesheetRow } from '@diary/contracts';
import { safeCell } from '../export/export-formats';

export const TIMESHEET_CSV_COLUMNS = [
  'date',
  'start',
  'end',
  'minutes',
  'project',
  'client',
  'description',
  'amount',
  'currency',
] as const;

export function timesheetCsvRow(row: TimesheetRow): string[] {
  return [
    row.date,
    row.start,
    row.end ?? '',
    String(row.minutes),
    row.project ?? '',
    row.client ?? '',
    row.description,
    row.amount === null ? '' : row.amount.toFixed(2),
    row.currency ?? '',
  ].map(safeCell);
}
