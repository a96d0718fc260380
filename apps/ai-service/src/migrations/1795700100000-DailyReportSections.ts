import { MigrationInterface, QueryRunner } from 'typeorm';

/** daily_reports gain the stand-up sections and the minutes per tag (issue 30); older rows keep null. */
export class DailyReportSections1795700100000 implements MigrationInterface {
  name = 'DailyReportSections1795700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE daily_reports ADD COLUMN IF NOT EXISTS sections jsonb`);
    await q.query(`ALTER TABLE daily_reports ADD COLUMN IF NOT EXISTS by_tag jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE daily_reports DROP COLUMN IF EXISTS by_tag`);
    await q.query(`ALTER TABLE daily_reports DROP COLUMN IF EXISTS sections`);
  }
}
