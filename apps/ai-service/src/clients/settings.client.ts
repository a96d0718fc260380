// The auth service's internal route for a user's settings (summary language, custom instructions,
// time zone, automatic summaries).
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { DEFAULT_USER_SETTINGS, isTimeZoneName } from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { CONFIG, callService } from '@diary/server-core';
import type { AiConfig } from '../config';
import type { WritingPreferences } from '../providers/ai-provider';
import { resolveTimeFormat } from '../providers/offline/clock';

const settingsSchema = z.object({
  summaryLanguage: z.string().nullish(),
  customInstructions: z.string().nullish(),
  timeZone: z.string().nullish(),
  // Round four's format settings, read when the auth service has them.
  timeFormat: z.string().nullish(),
  locale: z.string().nullish(),
  autoSummarize: z.boolean().nullish(),
});

/** What the ai service needs of a user's settings: how to write, and whether to write unasked. */
export interface AiUserSettings extends WritingPreferences {
  autoSummarize: boolean;
}

@Injectable()
export class SettingsClient {
  constructor(@Inject(CONFIG) private readonly config: AiConfig) {}

  /** The users who turned the Monday weekly review on. */
  async weeklyReviewUsers(): Promise<string[]> {
    const raw = await callService<unknown>(this.config.AUTH_URL, INTERNAL.weeklyReviewUsers, {
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: this.config.SERVICE_TIMEOUT_MS,
    });
    return z.object({ userIds: z.array(z.string().uuid()) }).parse(raw).userIds;
  }

  async writingPreferences(userId: string): Promise<WritingPreferences> {
    const { autoSummarize: _unused, ...prefs } = await this.userSettings(userId);
    return prefs;
  }

  async userSettings(userId: string): Promise<AiUserSettings> {
    const raw = await callService<unknown>(this.config.AUTH_URL, INTERNAL.userSettings(userId), {
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: this.config.SERVICE_TIMEOUT_MS,
    });
    const settings = settingsSchema.parse(raw);
    return {
      language: settings.summaryLanguage?.trim() || DEFAULT_USER_SETTINGS.summaryLanguage,
      customInstructions: settings.customInstructions?.trim() || null,
      // A zone this runtime does not know (an older tz database) falls back to the server's.
      ...(isTimeZoneName(settings.timeZone) ? { timeZone: settings.timeZone } : {}),
      timeFormat: resolveTimeFormat(settings.timeFormat, settings.locale),
      autoSummarize: settings.autoSummarize ?? DEFAULT_USER_SETTINGS.autoSummarize,
    };
  }
}
