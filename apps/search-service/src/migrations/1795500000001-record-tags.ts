// Tags of each record, for GET /api/search?tag=: one row per record (its latest tags, versioned
// like documents), joined to the documents by record_id.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class RecordTags1795500000001 implements MigrationInterface {
  name = 'RecordTags1795500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE record_tags (
        record_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        tags text[] NOT NULL,
        version bigint NOT NULL,
        synced_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX record_tags_user_tags ON record_tags USING gin (user_id, tags)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE record_tags`);
  }
}
