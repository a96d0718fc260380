import { MigrationInterface, QueryRunner } from 'typeorm';

/** user_settings.standup_post (null = off) and email_digest (both off for every existing row). */
export class StandupPostAndEmailDigest1796100000001 implements MigrationInterface {
  name = 'StandupPostAndEmailDigest1796100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings ADD COLUMN standup_post jsonb`);
    await q.query(
      `ALTER TABLE user_settings ADD COLUMN email_digest jsonb NOT NULL DEFAULT '{"daily":false,"weekly":false}'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings DROP COLUMN email_digest`);
    await q.query(`ALTER TABLE user_settings DROP COLUMN standup_post`);
  }
}
