// Timesheets: projects (with an optional client, hourly rate, currency and colour) that a session
// belongs to, and GET /api/timesheet, whose rows write themselves from the sessions' summaries.

/** A project's name and client are 1 to this many characters, after trimming. */
export const PROJECT_NAME_MAX_LENGTH = 100;
/** Highest hourly rate accepted (keeps amounts far inside a double's exact cents). */
export const HOURLY_RATE_MAX = 1_000_000;
/** A colour is written #rrggbb. */
export const PROJECT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A rate per hour: a number from 0 up, with at most two decimals (cents stay exact). */
export function isHourlyRate(v: unknown): v is number {
  return (
    typeof v === 'number' &&
    Number.isFinite(v) &&
    v >= 0 &&
    v <= HOURLY_RATE_MAX &&
    Math.abs(Math.round(v * 100) - v * 100) < 1e-6
  );
}

let currencies: Set<string> | null = null;

/** True for an ISO 4217 code this runtime knows (Intl.supportedValuesOf('currency')), e.g. "EUR". */
export function isCurrencyCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(value);
}

/** GET /api/projects: one of the user's projects. */
export interface Project {
  id: string;
  name: string;
  client: string | null;
  /** Per hour, in `currency`; null when the project is not billed. */
  hourlyRate: number | null;
  /** ISO 4217 code, e.g. "EUR"; null when no rate is set. */
  currency: string | null;
  /** #rrggbb, the same in every chart. */
  color: string;
}

/** POST /api/projects (PATCH takes any subset; null clears an optional field). */
export interface ProjectRequest {
  name: string;
  client?: string | null;
  hourlyRate?: number | null;
  currency?: string | null;
  color?: string;
}

/** Longest range GET /api/timesheet answers, in days (as GET /api/stats). */
export const TIMESHEET_MAX_DAYS = 366;

/** One session on the timesheet. */
export interface TimesheetRow {
  recordId: string;
  date: string;
  /** ISO-8601 instants. */
  start: string;
  /** null while the session runs (counted up to now). */
  end: string | null;
  /** Whole minutes tracked, counted as GET /api/stats counts them. */
  minutes: number;
  /** The minutes billed: tracked, less a session under the minimum billable length, rounded as set. */
  billedMinutes: number;
  projectId: string | null;
  project: string | null;
  client: string | null;
  /** The session's own description, else its first note's first line as plain text, else its summary's subject, else "". */
  description: string;
  /** billedMinutes × hourly rate ÷ 60, rounded to the cent; null when the project has no rate. */
  amount: number | null;
  currency: string | null;
}

export interface TimesheetProjectTotal {
  projectId: string | null;
  project: string | null;
  client: string | null;
  color: string | null;
  minutes: number;
  billedMinutes: number;
  amount: number | null;
  currency: string | null;
}

export interface TimesheetClientTotal {
  client: string | null;
  minutes: number;
  billedMinutes: number;
  /** One amount per currency the client's projects bill in. */
  amounts: Array<{ currency: string; amount: number }>;
}

/** GET /api/timesheet?from&to&projectId?&client? */
export interface TimesheetResponse {
  from: string;
  to: string;
  /** The zone the CSV writes local times in: the user's saved one, else UTC. */
  timeZone: string;
  rows: TimesheetRow[];
  totals: {
    minutes: number;
    billedMinutes: number;
    /** One amount per currency, over every row with a rate. */
    amounts: Array<{ currency: string; amount: number }>;
    projects: TimesheetProjectTotal[];
    clients: TimesheetClientTotal[];
  };
}

/** POST /api/work-records/{id}/split: the time away (from `awayFrom` to `awayTo`) is discarded. */
export interface SplitWorkRecordRequest {
  awayFrom: string;
  awayTo: string;
  /** The day key of the new session (the client's day at `awayTo`). */
  date: string;
}

/**
 * Colours offered for a new project (and given to one an import creates), distinct enough to tell
 * apart in a chart. A project keeps its colour, so it is the same in every chart.
 */
export const PROJECT_PALETTE = [
  '#1e88e5',
  '#43a047',
  '#e53935',
  '#8e24aa',
  '#fb8c00',
  '#00897b',
  '#3949ab',
  '#c0ca33',
  '#6d4c41',
  '#d81b60',
] as const;

/** A palette colour picked by the name, so the same project name gets the same colour everywhere. */
export function colorForName(name: string): string {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PROJECT_PALETTE[hash % PROJECT_PALETTE.length];
}
