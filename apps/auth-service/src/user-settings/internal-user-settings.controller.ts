// For other services (the AI service's summaries): a user's settings, defaults when none saved.
import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { UserSettings } from '@diary/contracts';
import type { ScheduledSends } from '@diary/contracts/server';
import { InternalGuard } from '@diary/server-auth';
import { UserSettingsService } from './user-settings.service';

@Controller('internal/users')
@UseGuards(InternalGuard)
export class InternalUserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  /** The users who turned the Monday weekly review on (the ai service's Monday job). */
  @Get('weekly-review')
  async weeklyReviewUsers(): Promise<{ userIds: string[] }> {
    return { userIds: await this.settings.weeklyReviewUsers() };
  }

  /** The users who post a stand-up or receive a digest (the ai service's schedule, every minute). */
  @Get('scheduled-sends')
  async scheduledSends(): Promise<ScheduledSends> {
    return { users: await this.settings.scheduledSends() };
  }

  @Get(':userId/settings')
  get(@Param('userId') userId: string): Promise<UserSettings> {
    if (!isUUID(userId)) throw new NotFoundException('There is no such user.');
    return this.settings.get(userId);
  }
}
