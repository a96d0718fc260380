// /api/user-settings: the signed-in user's settings (defaults until saved).
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { UserSettings } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { UserSettingsService } from './user-settings.service';
import { UpdateUserSettingsDto } from './user-settings.dto';

@Controller('api/user-settings')
@UseGuards(SessionAuthGuard)
export class UserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<UserSettings> {
    return this.settings.get(user.id);
  }

  @Post()
  @HttpCode(200)
  update(@CurrentUser() user: SessionUser, @Body() dto: UpdateUserSettingsDto): Promise<UserSettings> {
    return this.settings.update(user.id, dto);
  }
}
