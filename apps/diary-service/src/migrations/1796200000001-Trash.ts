import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * trash_items: a deleted note or session, kept 30 days so it can be restored (contract, "Private
 * and permanent"). `payload` holds the deleted rows as Postgres wrote them (to_jsonb of the note or
 * record, its notes, their versions, its attachments and their bytes), so a restore puts the same
 * rows back with jsonb_populate_record. While here nothing of it is in the diary's tables, so search,
 * write-ups, stats, Ask and exports never see it.
 */
export class Trash1796200000001 implements MigrationInterface {
  name = 'Trash1796200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trash_items (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('note', 'session')),
        item_id uuid NOT NULL,
        date date NOT NULL,
        title text NOT NULL,
        payload jsonb NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX trash_items_user_idx ON trash_items (user_id, deleted_at DESC)`);
    await q.query(`CREATE INDEX trash_items_deleted_idx ON trash_items (deleted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trash_items`);
  }
}
