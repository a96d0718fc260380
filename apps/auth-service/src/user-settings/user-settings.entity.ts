import type { TimesheetRounding, Weekday } from '@diary/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { EmailDigest, StandupPost } from '@diary/contracts';

/** A user's saved settings; a user without a row has DEFAULT_USER_SETTINGS. */
@Entity('user_settings')
export class UserSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'summary_language', type: 'varchar', length: 50 })
  summaryLanguage: string;

  @Column({ name: 'voice_input_language', type: 'varchar', length: 50 })
  voiceInputLanguage: string;

  @Column({ name: 'custom_instructions', type: 'text', nullable: true })
  customInstructions: string | null;

  @Column({ type: 'varchar', length: 50 })
  theme: string;

  @Column({ name: 'auto_save_timeout', type: 'smallint' })
  autoSaveTimeout: number;

  @Column({ name: 'color_mode', type: 'varchar', length: 10, default: 'light' })
  colorMode: string;

  @Column({ name: 'weekly_review', type: 'boolean', default: false })
  weeklyReview: boolean;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column({ name: 'auto_summarize', type: 'boolean', default: true })
  autoSummarize: boolean;

  @Column({ name: 'timesheet_rounding', type: 'jsonb' })
  timesheetRounding: TimesheetRounding;

  @Column({ name: 'min_billable_minutes', type: 'smallint', default: 0 })
  minBillableMinutes: number;

  @Column({ name: 'daily_target_minutes', type: 'smallint', default: 0 })
  dailyTargetMinutes: number;

  @Column({ type: 'text', array: true })
  workdays: Weekday[];
  @Column({ name: 'standup_post', type: 'jsonb', nullable: true })
  standupPost: StandupPost | null;

  @Column({ name: 'email_digest', type: 'jsonb', default: () => `'{"daily":false,"weekly":false}'` })
  emailDigest: EmailDigest;

  @Column({ type: 'varchar', length: 10, nullable: true })
  language: string | null;

  @Column({ type: 'varchar', length: 35, nullable: true })
  locale: string | null;

  @Column({ name: 'week_start', type: 'varchar', length: 10, nullable: true })
  weekStart: string | null;

  @Column({ name: 'time_format', type: 'varchar', length: 5, nullable: true })
  timeFormat: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
