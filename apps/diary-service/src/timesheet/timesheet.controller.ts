// GET /api/timesheet?from&to&projectId?&client?&format=json|csv (contract "Timesheets").
import { BadRequestException, Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import type { TimesheetResponse } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { TimesheetService } from './timesheet.service';
import { TIMESHEET_CSV_COLUMNS, timesheetCsvRows } from './timesheet-csv';

@Controller('api/timesheet')
@UseGuards(SessionAuthGuard)
export class TimesheetController {
  constructor(private readonly timesheet: TimesheetService) {}

  @Get()
  async get(
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @Query('projectId') projectId: unknown,
    @Query('client') client: unknown,
    @Query('format') format: unknown = 'json',
  ): Promise<void> {
    if (format !== 'json' && format !== 'csv') throw new BadRequestException('format must be json or csv.');
    const sheet: TimesheetResponse = await this.timesheet.range(user.id, { from, to, projectId, client });
    res.setHeader('Cache-Control', 'no-store');
    if (format === 'json') {
      res.status(200).json(sheet);
      return;
    }
    // At most 366 days of one user's sessions: small enough to write in one piece.
    // UTF-8 with a byte-order mark, so a spreadsheet reads its accents and currency signs right.
    const csv = stringify(timesheetCsvRows(sheet), {
      bom: true,
      header: true,
      columns: [...TIMESHEET_CSV_COLUMNS],
      record_delimiter: 'windows',
    });
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="timesheet-${sheet.from}-${sheet.to}.csv"`);
    res.send(csv);
  }
}
