import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes can be edited and deleted at any time (contract, "Notes worth keeping"): a record's summary
 * written before such a change no longer tells its notes, so the record says so (`summary_stale`)
 * until autoSummarize writes the summary again. A note's `edited_at` is when a person last changed
 * its text (null: never; the API's `updatedAt` is then its timestamp). `updated_at` stays the
 * change version the search index orders by, which a new note also sets.
 */
export class SummaryStaleAndNoteEdits1795700500000 implements MigrationInterface {
  name = 'SummaryStaleAndNoteEdits1795700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records ADD COLUMN summary_stale boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE work_notes ADD COLUMN edited_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_notes DROP COLUMN edited_at`);
    await q.query(`ALTER TABLE work_records DROP COLUMN summary_stale`);
  }
}
