// The typo fallback compares words with the first TYPO_TEXT_CHARS characters of a document only
// (search.statements.ts): pg_trgm's word_similarity costs the square of a text's length and cannot
// be interrupted mid-row, so a repetitive note of 97,000 characters held a core for about a minute.
// The trigram index is rebuilt on that same bounded text so the fallback still uses it.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class BoundedTypoIndex1795700300000 implements MigrationInterface {
  name = 'BoundedTypoIndex1795700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX documents_user_trgm_head ON documents USING gin (user_id, left(coalesce(subject, '') || ' ' || content, 4000) gin_trgm_ops) WHERE NOT deleted`,
    );
    await q.query(`DROP INDEX IF EXISTS documents_user_trgm`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX documents_user_trgm ON documents USING gin (user_id, (coalesce(subject, '') || ' ' || content) gin_trgm_ops) WHERE NOT deleted`,
    );
    await q.query(`DROP INDEX IF EXISTS documents_user_trgm_head`);
  }
}
