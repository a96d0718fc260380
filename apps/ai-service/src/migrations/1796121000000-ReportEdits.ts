import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * daily_reports.edits: what the person changed in the report (their subject, the written lines
 * they replaced or removed; libs/contracts write-up-edits.ts), so a regeneration keeps their words.
 * Null: the report is all the writer's.
 */
export class ReportEdits1796121000000 implements MigrationInterface {
  name = 'ReportEdits1796121000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE daily_reports ADD COLUMN edits jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE daily_reports DROP COLUMN edits`);
  }
}
