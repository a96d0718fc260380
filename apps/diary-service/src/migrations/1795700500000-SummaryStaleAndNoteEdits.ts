import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes can be edited and deleted at any time (contract, "Notes worth keeping"): a record's summary
 * written before such a change no longer tells its notes, so the record says so (`summary_stale`)
 * until autoSummarize writes the summary again. work_notes.updated_at already exists (the first
 * migration); notes written before it was kept per edit got their timestamp as updated_at there.
 */
export class SummaryStaleAndNoteEdits1795700500000 implements MigrationInterface {
  name = 'SummaryStaleAndNoteEdits1795700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records ADD COLUMN summary_stale boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records DROP COLUMN summary_stale`);
  }
}
