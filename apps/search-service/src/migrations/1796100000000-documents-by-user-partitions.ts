// Splits documents into DOCUMENT_PARTITIONS hash partitions by user. Every user's query names its
// user_id, so Postgres reads one partition and its indexes only. Measured on 10,000,000 notes
// (docs/benchmarks.md): the typo fallback's trigram GIN, keyed (user_id, trigram), still read the
// trigrams' postings of every user (1,735 index pages for a user with 87 notes). In a partition it
// reads those of about one user in DOCUMENT_PARTITIONS. A partitioned table's key must hold the
// partition key, so the key is (user_id, id); every statement already names both.
import { MigrationInterface, QueryRunner } from 'typeorm';

const DOCUMENT_PARTITIONS = 64;

const COLUMNS = `id, user_id, type, record_id, date, subject, content, "timestamp", version, deleted, synced_at`;

/** The indexes of documents as the earlier migrations left them (names kept). */
const INDEXES = [
  `CREATE INDEX documents_user_lexemes ON documents USING gin (search_user_lexemes(user_id, tsv)) WHERE NOT deleted`,
  `CREATE INDEX documents_user_trgm_head ON documents USING gin (user_id, left(coalesce(subject, '') || ' ' || content, 4000) gin_trgm_ops) WHERE NOT deleted`,
  `CREATE INDEX documents_user_record ON documents (user_id, record_id)`,
  `CREATE INDEX documents_user_newest ON documents (user_id, "timestamp" DESC) WHERE NOT deleted`,
];

function createTable(partitioned: boolean): string {
  return `
    CREATE TABLE documents (
      id text NOT NULL,
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
    ) ${partitioned ? 'PARTITION BY HASH (user_id)' : ''}`;
}

/** Moves the rows into a new documents table, then builds its key and indexes (faster than row by row). */
async function rebuild(q: QueryRunner, partitioned: boolean): Promise<void> {
  await q.query(`ALTER TABLE documents RENAME TO documents_before`);
  await q.query(createTable(partitioned));
  if (partitioned)
    for (let i = 0; i < DOCUMENT_PARTITIONS; i++)
      await q.query(
        `CREATE TABLE documents_p${i} PARTITION OF documents FOR VALUES WITH (MODULUS ${DOCUMENT_PARTITIONS}, REMAINDER ${i})`,
      );
  await q.query(`INSERT INTO documents (${COLUMNS}) SELECT ${COLUMNS} FROM documents_before`);
  await q.query(`DROP TABLE documents_before`);
  await q.query(
    `ALTER TABLE documents ADD CONSTRAINT documents_pkey PRIMARY KEY (${partitioned ? 'user_id, id' : 'id'})`,
  );
  for (const index of INDEXES) await q.query(index);
}

export class DocumentsByUserPartitions1796100000000 implements MigrationInterface {
  name = 'DocumentsByUserPartitions1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await rebuild(q, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await rebuild(q, false);
  }
}
