import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * note_revisions: every edit of a note keeps the version before it (contract, "Private and
 * permanent"). `edited_at` is when that version was saved, `replaced_at` when the edit after it
 * replaced it: a version is kept NOTE_HISTORY_DAYS from then. Deleting a note deletes its history.
 */
export class NoteRevisions1796200000000 implements MigrationInterface {
  name = 'NoteRevisions1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE note_revisions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        note_id uuid NOT NULL REFERENCES work_notes (id) ON DELETE CASCADE,
        content text NOT NULL,
        edited_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX note_revisions_note_idx ON note_revisions (note_id, replaced_at DESC)`);
    await q.query(`CREATE INDEX note_revisions_user_idx ON note_revisions (user_id)`);
    await q.query(`CREATE INDEX note_revisions_replaced_idx ON note_revisions (replaced_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE note_revisions`);
  }
}
