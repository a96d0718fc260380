// A user's settings: the saved row, or DEFAULT_USER_SETTINGS. An update writes only the fields
// given (user-settings.repository.ts), so two updates at once never lose each other's fields.
import { Inject, Injectable } from '@nestjs/common';
import type { ScheduledSends } from '@diary/contracts/server';
import {
  CONFIG,
  checkOutboundUrl,
  outboundPolicyFromConfig,
  type BaseConfig,
  type OutboundPolicy,
} from '@diary/server-core';
import {
  AutoSaveTimeout,
  ColorMode,
  DEFAULT_USER_SETTINGS,
  StandupPost,
  ThemeName,
  TimeFormat,
  UiLanguage,
  UserSettings,
  WeekStart,
} from '@diary/contracts';
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
    standupPost: row.standupPost ?? null,
    emailDigest: row.emailDigest ?? { ...DEFAULT_USER_SETTINGS.emailDigest },
    language: (row.language as UiLanguage | null) ?? null,
    locale: row.locale ?? null,
    weekStart: (row.weekStart as WeekStart | null) ?? null,
    timeFormat: (row.timeFormat as TimeFormat | null) ?? null,
  };
}

@Injectable()
export class UserSettingsService {
  private readonly outbound: OutboundPolicy;

  constructor(
    private readonly settings: UserSettingsRepository,
    @Inject(CONFIG) config: BaseConfig,
  ) {
    this.outbound = outboundPolicyFromConfig(config);
  }

  async get(userId: string): Promise<UserSettings> {
    return toSettings(await this.settings.find(userId));
  }

  /** The users who turned the Monday weekly review on. */
  weeklyReviewUsers(): Promise<string[]> {
    return this.settings.weeklyReviewUsers();
  }

  scheduledSends(): Promise<ScheduledSends['users']> {
    return this.settings.scheduledSends();
  }

  async update(userId: string, patch: Partial<UserSettings>): Promise<UserSettings> {
    // The chat's URL is checked as every outbound URL is (400 for a private address).
    if (patch.standupPost) {
      const standupPost = StandupPost.parse(patch.standupPost);
      await checkOutboundUrl(standupPost.url, this.outbound);
      patch = { ...patch, standupPost };
    }
    await this.settings.upsert(userId, patch);
    return this.get(userId);
  }
}
