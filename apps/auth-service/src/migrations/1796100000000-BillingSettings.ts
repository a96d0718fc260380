import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bills you can send: how the timesheet rounds (jsonb {minutes, mode, per}), the shortest billed
 * session, the daily target and the workdays it applies to; every existing row takes the defaults.
 */
export class BillingSettings1796100000000 implements MigrationInterface {
  name = 'BillingSettings1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings
      ADD COLUMN timesheet_rounding jsonb NOT NULL DEFAULT '{"minutes":1,"mode":"nearest","per":"entry"}',
      ADD COLUMN min_billable_minutes smallint NOT NULL DEFAULT 0,
      ADD COLUMN daily_target_minutes smallint NOT NULL DEFAULT 0,
      ADD COLUMN workdays text[] NOT NULL DEFAULT '{monday,tuesday,wednesday,thursday,friday}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings DROP COLUMN timesheet_rounding, DROP COLUMN min_billable_minutes,
      DROP COLUMN daily_target_minutes, DROP COLUMN workdays`);
  }
}
