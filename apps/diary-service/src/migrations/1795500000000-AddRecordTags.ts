import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tags on work records (GET /api/tags, GET /api/stats): a text[] column, and an index on
 * (user_id, date) that covers everything the stats read, so a year of a user with years of data is
 * one index-only range scan (every query is by user, so a GIN index on tags alone would not help).
 */
export class AddRecordTags1795500000000 implements MigrationInterface {
  name = 'AddRecordTags1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records ADD COLUMN tags text[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `CREATE INDEX work_records_user_date_stats_idx ON work_records (user_id, date) INCLUDE (id, start_time, end_time, is_active, tags)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX work_records_user_date_stats_idx`);
    await q.query(`ALTER TABLE work_records DROP COLUMN tags`);
  }
}
