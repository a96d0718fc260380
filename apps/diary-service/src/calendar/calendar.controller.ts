import { BadRequestException, Controller, Get, Param, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { DAY_KEY_MAX_YEAR, DAY_KEY_MIN_YEAR } from '@diary/contracts';
import { CalendarService } from './calendar.service';

function parseYear(value: string): number {
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!(year >= DAY_KEY_MIN_YEAR && year <= DAY_KEY_MAX_YEAR))
    throw new BadRequestException(
      `The year must be a four-digit year from ${DAY_KEY_MIN_YEAR} to ${DAY_KEY_MAX_YEAR}, like 2024.`,
    );
  return year;
}

function parseMonth(value: string): number {
  const month = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  if (!(month >= 1 && month <= 12)) throw new BadRequestException('The month must be a number from 1 to 12.');
  return month;
}

@Controller('api/calendar')
@UseGuards(SessionAuthGuard)
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** ["yyyy-MM-dd", …]: sorted, unique days of that month with records. */
  @Get(':year/:month')
  days(
    @CurrentUser() user: SessionUser,
    @Param('year') year: string,
    @Param('month') month: string,
  ): Promise<string[]> {
    return this.calendar.daysWithRecords(user.id, parseYear(year), parseMonth(month));
  }
}
