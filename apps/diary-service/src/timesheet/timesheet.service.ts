// GET /api/timesheet: the sessions of a range as billable rows that write themselves (the session's
// description, else its first note line, else its summary's subject), their tracked and billed
// minutes (the user's rounding and minimum billable length), and totals per project and client.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '@diary/server-core';
import { PROJECT_NAME_MAX_LENGTH, type TimesheetResponse, type TimesheetRow } from '@diary/contracts';
import { rangeDays } from '../stats/stats.service';
import { PROJECT_NOT_FOUND } from '../projects/projects.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { TimesheetRepository } from './timesheet.repository';
import { amountCents, timesheetTotals, toMoney } from './timesheet-amounts';
import { billedMinutes } from './timesheet-billing';
import { rowDescription } from './timesheet-description';
import { BillingSettings } from './billing-settings';

export interface TimesheetQuery {
  from: unknown;
  to: unknown;
  projectId?: unknown;
  client?: unknown;
}

@Injectable()
export class TimesheetService {
  constructor(
    private readonly repository: TimesheetRepository,
    private readonly projects: ProjectsRepository,
    private readonly settings: BillingSettings,
  ) {}

  async range(userId: string, query: TimesheetQuery): Promise<TimesheetResponse> {
    // The same range rules (and sentences) as GET /api/stats.
    rangeDays(query.from, query.to);
    const from = query.from as string;
    const to = query.to as string;
    const projectId = await this.projectFilter(userId, query.projectId);
    const client = clientFilter(query.client);
    const [found, settings] = await Promise.all([
      this.repository.rows(userId, from, to, new Date(), { projectId, client }),
      this.settings.of(userId),
    ]);
    const billed = billedMinutes(found, settings);
    const rows = found.map((r, i) => ({
      recordId: r.recordId,
      date: r.date,
      start: r.start,
      end: r.end,
      minutes: r.minutes,
      billedMinutes: billed[i],
      projectId: r.projectId,
      project: r.project,
      client: r.client,
      description: rowDescription(r.description, r.firstNote, r.subject),
      amount: r.hourlyRate === null ? null : toMoney(amountCents(billed[i], r.hourlyRate)),
      currency: r.hourlyRate === null ? null : r.currency,
      color: r.color,
    }));
    const totals = timesheetTotals(rows);
    return {
      from,
      to,
      timeZone: settings.timeZone,
      rows: rows.map(({ color: _color, ...row }): TimesheetRow => row),
      totals,
    };
  }

  private async projectFilter(userId: string, value: unknown): Promise<string | null> {
    if (value === undefined || value === '') return null;
    if (!isUuid(value) || !(await this.projects.find(userId, value.toLowerCase())))
      throw new NotFoundException(PROJECT_NOT_FOUND);
    return value.toLowerCase();
  }
}

function clientFilter(value: unknown): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > PROJECT_NAME_MAX_LENGTH)
    throw new BadRequestException(
      `client must be a client's name of at most ${PROJECT_NAME_MAX_LENGTH} characters.`,
    );
  return value.trim();
}
