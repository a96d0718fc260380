import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * work_notes.sealed: a sealed note's envelope (contract, "Private and permanent"), encrypted in
 * the browser; such a note's content is ''. The check keeps the two apart in the database too.
 */
export class SealedNotes1796300000000 implements MigrationInterface {
  name = 'SealedNotes1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_notes ADD COLUMN sealed jsonb`);
    await q.query(
      `ALTER TABLE work_notes ADD CONSTRAINT work_notes_sealed_empty CHECK (sealed IS NULL OR content = '')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_notes DROP CONSTRAINT work_notes_sealed_empty`);
    await q.query(`ALTER TABLE work_notes DROP COLUMN sealed`);
  }
}
