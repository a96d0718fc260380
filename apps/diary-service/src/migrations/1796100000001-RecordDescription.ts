import { MigrationInterface, QueryRunner } from 'typeorm';

/** A session's own description (the timesheet row's text), at most 500 characters; null when none. */
export class RecordDescription1796100000001 implements MigrationInterface {
  name = 'RecordDescription1796100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE work_records ADD COLUMN description text CONSTRAINT work_records_description_length CHECK (char_length(description) <= 500)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records DROP COLUMN description`);
  }
}
