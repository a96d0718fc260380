// All SQL of user_settings: one row per user, read, or written field by field in one
// INSERT … ON CONFLICT so that two updates at once never lose each other's fields.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_USER_SETTINGS, UserSettings } from '@diary/contracts';
import type { ScheduledSends } from '@diary/contracts/server';
import { UserSettingsEntity } from './user-settings.entity';

const COLUMNS: Record<keyof UserSettings, string> = {
  summaryLanguage: 'summary_language',
  voiceInputLanguage: 'voice_input_language',
  customInstructions: 'custom_instructions',
  theme: 'theme',
  autoSaveTimeout: 'auto_save_timeout',
  colorMode: 'color_mode',
  weeklyReview: 'weekly_review',
  timeZone: 'time_zone',
  autoSummarize: 'auto_summarize',
  timesheetRounding: 'timesheet_rounding',
  minBillableMinutes: 'min_billable_minutes',
  dailyTargetMinutes: 'daily_target_minutes',
  workdays: 'workdays',
  standupPost: 'standup_post',
  emailDigest: 'email_digest',
  language: 'language',
  locale: 'locale',
  weekStart: 'week_start',
  timeFormat: 'time_format',
};

@Injectable()
export class UserSettingsRepository {
  constructor(
    @InjectRepository(UserSettingsEntity) private readonly settings: Repository<UserSettingsEntity>,
  ) {}

  find(userId: string): Promise<UserSettingsEntity | null> {
    return this.settings.findOne({ where: { userId } });
  }

  /** The users who turned the Monday weekly review on. */
  async weeklyReviewUsers(): Promise<string[]> {
    const rows = await this.settings.find({ where: { weeklyReview: true }, select: { userId: true } });
    return rows.map((r) => r.userId);
  }

  /** The users who post a stand-up or receive a digest, with what the schedule needs. */
  scheduledSends(): Promise<ScheduledSends['users']> {
    return this.settings.query(
      `SELECT user_id AS "userId", time_zone AS "timeZone", standup_post AS "standupPost",
              email_digest AS "emailDigest"
       FROM user_settings
       WHERE standup_post IS NOT NULL OR (email_digest->>'daily')::boolean OR (email_digest->>'weekly')::boolean`,
    );
  }

  /** Writes the given fields (a new row takes the defaults for the others). */
  async upsert(userId: string, patch: Partial<UserSettings>): Promise<void> {
    const fields = (Object.keys(COLUMNS) as (keyof UserSettings)[]).filter((k) => patch[k] !== undefined);
    if (!fields.length) return;
    const given = Object.fromEntries(fields.map((k) => [k, patch[k]]));
    await this.settings
      .createQueryBuilder()
      .insert()
      .into(UserSettingsEntity)
      .values({ userId, ...DEFAULT_USER_SETTINGS, ...given, updatedAt: new Date() })
      .orUpdate([...fields.map((k) => COLUMNS[k]), 'updated_at'], ['user_id'])
      .execute();
  }
}
