// GET /api/work-records?from=yyyy-MM-dd&to=yyyy-MM-dd[&notes=false]: the signed-in user's records
// of those days (both included, at most 62 days), oldest first, for the calendar's week and month
// views; with notes=false each record's `notes` is empty (the calendar shows none: six weeks of a
// full diary are 599 KB with them, 95 KB without).
import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { WorkRecord } from '@diary/contracts';
import { isDayKey } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { optionalFlag } from '@diary/server-core';
import { RecordsRangeRepository } from './records-range.repository';

export const MAX_RANGE_DAYS = 62;

const dayNumber = (key: string) =>
  Date.UTC(+key.slice(0, 4), +key.slice(5, 7) - 1, +key.slice(8, 10)) / 86_400_000;

@Controller('api/work-records')
@UseGuards(SessionAuthGuard)
export class RecordsRangeController {
  constructor(private readonly range: RecordsRangeRepository) {}

  @Get()
  between(
    @CurrentUser() user: SessionUser,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @Query('notes', optionalFlag('notes')) notes: boolean | undefined,
  ): Promise<WorkRecord[]> {
    if (!isDayKey(from) || !isDayKey(to))
      throw new BadRequestException('from and to must be real days written as yyyy-MM-dd, like 2024-05-31.');
    const days = dayNumber(to) - dayNumber(from) + 1;
    if (days < 1) throw new BadRequestException('to must be the same day as from or later.');
    if (days > MAX_RANGE_DAYS)
      throw new BadRequestException(`The range can be at most ${MAX_RANGE_DAYS} days.`);
    return this.range.between(user.id, from, to, notes ?? true);
  }
}
