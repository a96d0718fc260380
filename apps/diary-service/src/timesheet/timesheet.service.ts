// GET /api/timesheet: the sessions of a range as billable rows that write themselves (description
// from the summary's subject, else the first note line), with totals per project and client.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '@diary/server-core';
import { PROJECT_NAME_MAX_LENGTH, type TimesheetResponse, type TimesheetRow } from '@diary/contracts';
import { rangeDays } from '../stats/stats.service';
import { PROJECT_NOT_FOUND } from '../projects/projects.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { TimesheetRepository } from './timesheet.repository';
import { amountCents, firstLine, timesheetTotals, toMoney } from './timesheet-amounts';

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
  ) {}

  async range(userId: string, query: TimesheetQuery): Promise<TimesheetResponse> {
    // The same range rules (and sentences) as GET /api/stats.
    rangeDays(query.from, query.to);
    const from = query.from as string;
    const to = query.to as string;
    const projectId = await this.projectFilter(userId, query.projectId);
    const client = clientFilter(query.client);
    const found = await this.repository.rows(userId, from, to, new Date(), { projectId, client });
    const rows = found.map((r) => ({
      recordId: r.recordId,
      date: r.date,
      start: r.start.toISOString(),
      end: r.end ? r.end.toISOString() : null,
      minutes: r.minutes,
      projectId: r.projectId,
      project: r.project,
      client: r.client,
      description: r.subject?.trim() || firstLine(r.firstNote),
      amount: r.hourlyRate === null ? null : toMoney(amountCents(r.minutes, r.hourlyRate)),
      currency: r.hourlyRate === null ? null : r.currency,
      color: r.color,
    }));
    const totals = timesheetTotals(rows);
    return {
      from,
      to,
      rows: rows.map(({ color: _color, ...row }): TimesheetRow => row),
      totals: { minutes: rows.reduce((sum, r) => sum + r.minutes, 0), ...totals },
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
