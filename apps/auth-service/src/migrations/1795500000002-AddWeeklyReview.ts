import { MigrationInterface, QueryRunner } from 'typeorm';

/** user_settings.weekly_review: write last week's review every Monday; off for every existing row. */
export class AddWeeklyReview1795500000002 implements MigrationInterface {
  name = 'AddWeeklyReview1795500000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings ADD COLUMN weekly_review boolean NOT NULL DEFAULT false`);
    // The Monday job lists the users who turned it on.
    await q.query(
      `CREATE INDEX user_settings_weekly_review_idx ON user_settings (user_id) WHERE weekly_review`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings DROP COLUMN weekly_review`);
  }
}
