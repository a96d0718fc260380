// The search index: one row per note and per summary, with a weighted, language-neutral tsvector
// ('simple' config: subject A, content B) and trigram indexes for the typo fallback.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDocuments1795387285629 implements MigrationInterface {
  name = 'CreateDocuments1795387285629';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // Lets one GIN index hold (user_id, tsv): a user's query reads only that user's postings.
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(`
      CREATE TABLE documents (
        id text PRIMARY KEY,
        user_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('note', 'summary')),
        record_id uuid,
        date text,
        subject text,
        content text NOT NULL DEFAULT '',
        "timestamp" timestamptz,
        version bigint NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        synced_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', coalesce(subject, '')), 'A') ||
          setweight(to_tsvector('simple', content), 'B')
        ) STORED
      )`);
    await q.query(`CREATE INDEX documents_user_tsv ON documents USING gin (user_id, tsv) WHERE NOT deleted`);
    await q.query(
      `CREATE INDEX documents_user_trgm ON documents USING gin (user_id, (coalesce(subject, '') || ' ' || content) gin_trgm_ops) WHERE NOT deleted`,
    );
    await q.query(`CREATE INDEX documents_user_record ON documents (user_id, record_id)`);
    // A deleted record keeps a tombstone so that a late note or summary of it cannot come back.
    await q.query(`
      CREATE TABLE deleted_records (
        record_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        version bigint NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deleted_records`);
    await q.query(`DROP TABLE documents`);
  }
}
