import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A record's summary keeps its stand-up sections and mentions (issue 30) beside its subject and
 * description; summaries written before keep null and are read without them.
 */
export class RecordSummarySections1795700100001 implements MigrationInterface {
  name = 'RecordSummarySections1795700100001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records ADD COLUMN IF NOT EXISTS summary_sections jsonb`);
    await q.query(`ALTER TABLE work_records ADD COLUMN IF NOT EXISTS summary_mentions jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records DROP COLUMN IF EXISTS summary_mentions`);
    await q.query(`ALTER TABLE work_records DROP COLUMN IF EXISTS summary_sections`);
  }
}
