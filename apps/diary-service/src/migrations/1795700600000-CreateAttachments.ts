import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * attachments: images kept beside a session's notes (metadata, whichever store holds the bytes);
 * attachment_blobs: the bytes when the store is Postgres (the default, so `npm run backup` holds
 * them). Both go with their record (and so with the account) by cascade.
 */
export class CreateAttachments1795700600000 implements MigrationInterface {
  name = 'CreateAttachments1795700600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE attachments (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        work_record_id uuid NOT NULL REFERENCES work_records(id) ON DELETE CASCADE,
        content_type text NOT NULL,
        bytes integer NOT NULL CHECK (bytes > 0),
        width integer NOT NULL,
        height integer NOT NULL,
        thumb_content_type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX attachments_user_record_idx ON attachments (user_id, work_record_id)`);
    await q.query(`CREATE INDEX attachments_record_idx ON attachments (work_record_id)`);
    await q.query(`
      CREATE TABLE attachment_blobs (
        attachment_id uuid NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
        variant text NOT NULL CHECK (variant IN ('original', 'thumb')),
        data bytea NOT NULL,
        PRIMARY KEY (attachment_id, variant)
      )`);
    // Images are compressed already: store them out of line without trying to compress them again.
    await q.query(`ALTER TABLE attachment_blobs ALTER COLUMN data SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attachment_blobs`);
    await q.query(`DROP TABLE attachments`);
  }
}
