import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * daily_reports.sections (the day's stand-up lists) and by_tag (minutes per tag as GET /api/stats
 * counts them); weekly_reports.by_tag likewise. Null on reports written before.
 */
export class ReportSectionsAndTags1795700200002 implements MigrationInterface {
  name = 'ReportSectionsAndTags1795700200002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE daily_reports ADD COLUMN sections jsonb, ADD COLUMN by_tag jsonb`);
    await q.query(`ALTER TABLE weekly_reports ADD COLUMN by_tag jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE weekly_reports DROP COLUMN by_tag`);
    await q.query(`ALTER TABLE daily_reports DROP COLUMN by_tag, DROP COLUMN sections`);
  }
}
