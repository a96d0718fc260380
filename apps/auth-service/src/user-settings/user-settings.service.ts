// A user's settings: the saved row, or DEFAULT_USER_SETTINGS. An update writes only the fields
// given (user-settings.repository.ts), so two updates at once never lose each other's fields.
import { Injectable } from '@nestjs/common';
import { AutoSaveTimeout, ColorMode, DEFAULT_USER_SETTINGS, ThemeName, UserSettings } from '@diary/contracts';
import { UserSettingsEntity } from './user-settings.entity';
import { UserSettingsRepository } from './user-settings.repository';

function toSettings(row: UserSettingsEntity | null): UserSettings {
  if (!row) return { ...DEFAULT_USER_SETTINGS };
  return {
    summaryLanguage: row.summaryLanguage,
    voiceInputLanguage: row.voiceInputLanguage,
    customInstructions: row.customInstructions,
    theme: row.theme as ThemeName,
    autoSaveTimeout: row.autoSaveTimeout as AutoSaveTimeout,
    colorMode: row.colorMode as ColorMode,
    weeklyReview: row.weeklyReview,
    timeZone: row.timeZone,
    autoSummarize: row.autoSummarize,
    timesheetRounding: row.timesheetRounding,
    minBillableMinutes: row.minBillableMinutes,
    dailyTargetMinutes: row.dailyTargetMinutes,
    workdays: row.workdays,
  };
}

@Injectable()
export class UserSettingsService {
  constructor(private readonly settings: UserSettingsRepository) {}

  async get(userId: string): Promise<UserSettings> {
    return toSettings(await this.settings.find(userId));
  }

  /** The users who turned the Monday weekly review on. */
  weeklyReviewUsers(): Promise<string[]> {
    return this.settings.weeklyReviewUsers();
  }

  async update(userId: string, patch: Partial<UserSettings>): Promise<UserSettings> {
    await this.settings.upsert(userId, patch);
    return this.get(userId);
  }
}
