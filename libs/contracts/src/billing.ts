// Bills you can send (contract, round four): how a timesheet rounds tracked minutes into billed
// ones, the shortest session that is billed, and the daily target the Time tab measures against.

/** Steps a timesheet may round to, in minutes (1 = no rounding). */
export const ROUNDING_STEPS = [1, 5, 6, 10, 15, 30] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];
export const ROUNDING_MODES = ['up', 'nearest', 'down'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];
/** Round each session, or each day's sum per project. */
export const ROUNDING_PER = ['entry', 'day'] as const;
export type RoundingPer = (typeof ROUNDING_PER)[number];

export interface TimesheetRounding {
  minutes: RoundingStep;
  mode: RoundingMode;
  per: RoundingPer;
}

export const DEFAULT_TIMESHEET_ROUNDING: TimesheetRounding = { minutes: 1, mode: 'nearest', per: 'entry' };

/** The longest minimum billable length and daily target a user can set, in minutes. */
export const MIN_BILLABLE_MAX = 240;
export const DAILY_TARGET_MAX = 24 * 60;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DEFAULT_WORKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** A session's own description (the timesheet's row text) is at most this long. */
export const RECORD_DESCRIPTION_MAX_LENGTH = 500;

/** The sentence a bad `timesheetRounding` answers with, or null when it is one. */
export function timesheetRoundingProblem(value: unknown): string | null {
  const v = value as Partial<Record<keyof TimesheetRounding, unknown>> | null;
  const ok =
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.keys(v).every((k) => k === 'minutes' || k === 'mode' || k === 'per') &&
    (ROUNDING_STEPS as readonly unknown[]).includes(v.minutes) &&
    (ROUNDING_MODES as readonly unknown[]).includes(v.mode) &&
    (ROUNDING_PER as readonly unknown[]).includes(v.per);
  return ok
    ? null
    : `Timesheet rounding must be {minutes, mode, per} with minutes one of ${ROUNDING_STEPS.join(', ')}, mode one of ${ROUNDING_MODES.join(', ')} and per entry or day.`;
}

/** Tracked minutes rounded to the step in the mode (1-minute steps leave them as they are). */
export function roundMinutes(minutes: number, rounding: Pick<TimesheetRounding, 'minutes' | 'mode'>): number {
  const step = rounding.minutes;
  if (step <= 1) return minutes;
  const n = minutes / step;
  const whole =
    rounding.mode === 'up' ? Math.ceil(n) : rounding.mode === 'down' ? Math.floor(n) : Math.round(n);
  return whole * step;
}
