// The settings a timesheet is billed and written with, read from the auth service (the user's
// settings) and checked: a value auth would not have saved falls back to the default.
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TIMESHEET_ROUNDING,
  isTimeZoneName,
  MIN_BILLABLE_MAX,
  timesheetRoundingProblem,
  type TimesheetRounding,
} from '@diary/contracts';
import { AuthClient } from '../clients/auth.client';
import type { BillingRules } from './timesheet-billing';

export interface TimesheetSettings extends BillingRules {
  /** The user's zone, else UTC: the CSV's local times are written in it. */
  timeZone: string;
}

@Injectable()
export class BillingSettings {
  constructor(private readonly auth: AuthClient) {}

  async of(userId: string): Promise<TimesheetSettings> {
    const s = await this.auth.settings(userId);
    const min = s.minBillableMinutes;
    return {
      rounding:
        timesheetRoundingProblem(s.timesheetRounding) === null
          ? (s.timesheetRounding as TimesheetRounding)
          : DEFAULT_TIMESHEET_ROUNDING,
      minBillableMinutes: Number.isInteger(min) && min! >= 0 && min! <= MIN_BILLABLE_MAX ? min! : 0,
      timeZone: isTimeZoneName(s.timeZone) ? s.timeZone : 'UTC',
    };
  }
}
