import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user_settings.time_zone (null until the browser sends its zone) and auto_summarize (on, as the
 * contract's default, for every existing row too).
 */
export class AddTimeZoneAndAutoSummarize1795700200000 implements MigrationInterface {
  name = 'AddTimeZoneAndAutoSummarize1795700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings ADD COLUMN time_zone varchar(64)`);
    await q.query(`ALTER TABLE user_settings ADD COLUMN auto_summarize boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings DROP COLUMN auto_summarize`);
    await q.query(`ALTER TABLE user_settings DROP COLUMN time_zone`);
  }
}
