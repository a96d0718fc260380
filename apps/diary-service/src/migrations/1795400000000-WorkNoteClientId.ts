import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * work_notes.client_id: the id a browser gives a note it may send more than once (saved offline,
 * sent again after a lost answer). Unique per user; notes without one (NULL) are not constrained.
 */
export class WorkNoteClientId1795400000000 implements MigrationInterface {
  name = 'WorkNoteClientId1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_notes ADD COLUMN client_id uuid`);
    await q.query(`CREATE UNIQUE INDEX work_notes_user_client_id ON work_notes (user_id, client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX work_notes_user_client_id`);
    await q.query(`ALTER TABLE work_notes DROP COLUMN client_id`);
  }
}
