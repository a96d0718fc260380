// For the diary's export and import: a user's profile (username, e-mail) and saving settings from an
// imported archive, validated exactly as POST /api/user-settings validates them; and whether an
// account may be served at all (the calendar feed).
import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { UserSettings } from '@diary/contracts';
import { InternalGuard } from '@diary/server-auth';
import { UserSettingsService } from '../user-settings/user-settings.service';
import { UpdateUserSettingsDto } from '../user-settings/user-settings.dto';
import { AccountRepository } from './account.repository';

const NO_USER = 'There is no such user.';

@Controller('internal/users')
@UseGuards(InternalGuard)
export class InternalAccountController {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly settings: UserSettingsService,
  ) {}

  @Get(':userId/profile')
  async profile(@Param('userId') userId: string): Promise<{ username: string; email: string | null }> {
    const profile = isUUID(userId) ? await this.accounts.profile(userId) : null;
    if (!profile) throw new NotFoundException(NO_USER);
    return profile;
  }

  /** For what is served without a session (the calendar feed): a disabled account serves nothing. */
  @Get(':userId/active')
  async active(@Param('userId') userId: string): Promise<{ active: true }> {
    if (!isUUID(userId) || !(await this.accounts.isActive(userId))) throw new NotFoundException(NO_USER);
    return { active: true };
  }

  @Post(':userId/settings')
  @HttpCode(200)
  async saveSettings(
    @Param('userId') userId: string,
    @Body() dto: UpdateUserSettingsDto,
  ): Promise<UserSettings> {
    if (!isUUID(userId) || !(await this.accounts.profile(userId))) throw new NotFoundException(NO_USER);
    return this.settings.update(userId, dto);
  }
}
