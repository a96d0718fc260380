// GET /api/stats: a range of the user's days in numbers (at most STATS_MAX_DAYS days).
import { BadRequestException, Injectable } from '@nestjs/common';
import { isDayKey, STATS_MAX_DAYS, StatsResponse, TagUsage } from '@diary/contracts';
import { StatsRepository } from './stats.repository';

const DAY_MS = 86_400_000;

@Injectable()
export class StatsService {
  constructor(private readonly repository: StatsRepository) {}

  tags(userId: string): Promise<TagUsage[]> {
    return this.repository.tagUsage(userId, new Date());
  }

  async range(userId: string, from: unknown, to: unknown): Promise<StatsResponse> {
    const days = rangeDays(from, to);
    const rows = await this.repository.range(userId, from as string, to as string, new Date());
    const list = rows.days ?? [];
    if (list.length !== days) throw new Error(`stats answered ${list.length} days for a range of ${days}`);
    return {
      totalMinutes: list.reduce((sum, d) => sum + d.minutes, 0),
      sessions: list.reduce((sum, d) => sum + d.sessions, 0),
      days: list,
      tags: rows.tags,
      // One minutes rule: the same list under both names (byTag kept for older clients).
      byTag: rows.tags,
      untaggedMinutes: list.reduce((sum, d) => sum + d.untaggedMinutes, 0),
      longestSession: rows.longest,
      byProject: rows.by_project ?? [],
    };
  }
}

/** The number of days from `from` to `to`, both included; a readable 400 when the range is wrong. */
export function rangeDays(from: unknown, to: unknown): number {
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === undefined || value === '')
      throw new BadRequestException(`${name} is required: a day written as yyyy-MM-dd, like 2024-05-31.`);
    if (typeof value !== 'string' || !isDayKey(value))
      throw new BadRequestException(`${name} must be a real day written as yyyy-MM-dd, like 2024-05-31.`);
  }
  const days =
    (Date.parse(`${to as string}T00:00:00Z`) - Date.parse(`${from as string}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new BadRequestException('to cannot be before from.');
  if (days > STATS_MAX_DAYS)
    throw new BadRequestException(
      `A range can be at most ${STATS_MAX_DAYS} days long; this one has ${days.toLocaleString('en-US')}.`,
    );
  return days;
}
