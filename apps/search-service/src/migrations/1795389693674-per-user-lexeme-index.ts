// Replaces the (user_id, tsv) GIN with one whose entries are per user and lexeme. Measured on
// 1,000,000 notes (docs/benchmarks.md): a btree_gin (user_id, tsv) query still decodes a common
// word's postings of every user and was slower than reading all of the user's rows; with keyed
// lexemes a user's query reads only that user's postings. The key is the user id's first 8 hex
// digits: a rare clash only adds candidates, which the query drops with user_id = $1.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class PerUserLexemeIndex1795389693674 implements MigrationInterface {
  name = 'PerUserLexemeIndex1795389693674';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_user_key(user_id uuid) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT left(user_id::text, 8) $$`);
    // The document's lexemes as 'key:lexeme' (no positions or weights: the index only finds candidates).
    await q.query(`
      CREATE OR REPLACE FUNCTION search_user_lexemes(user_id uuid, tsv tsvector) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_to_tsvector(ARRAY(SELECT public.search_user_key(user_id) || ':' || lexeme FROM unnest(tsv)))
      $$`);
    // The query with each lexeme keyed the same way (prefixes stay prefixes); phrases become AND,
    // as keyed lexemes have no positions (the search still checks tsv for the exact match).
    await q.query(`
      CREATE OR REPLACE FUNCTION search_user_query(user_id uuid, query tsquery) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(
                 regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || public.search_user_key(user_id) || ':\\1''', 'g'),
                 '<[0-9]*-?>', '&', 'g')::tsquery
      $$`);
    await q.query(`DROP INDEX IF EXISTS documents_user_tsv`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS documents_user_lexemes ON documents USING gin (search_user_lexemes(user_id, tsv)) WHERE NOT deleted`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS documents_user_lexemes`);
    await q.query(`CREATE INDEX documents_user_tsv ON documents USING gin (user_id, tsv) WHERE NOT deleted`);
    await q.query(`DROP FUNCTION search_user_query(uuid, tsquery)`);
    await q.query(`DROP FUNCTION search_user_lexemes(uuid, tsvector)`);
    await q.query(`DROP FUNCTION search_user_key(uuid)`);
  }
}
