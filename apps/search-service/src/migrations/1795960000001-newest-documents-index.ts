// A user's documents newest first: a query matching more than RANK_CANDIDATES documents ranks the
// matches among the user's newest ones (search.statements.ts recentFullTextSql), read by this index.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewestDocumentsIndex1795960000001 implements MigrationInterface {
  name = 'NewestDocumentsIndex1795960000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX documents_user_newest ON documents (user_id, "timestamp" DESC) WHERE NOT deleted`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX documents_user_newest`);
  }
}
