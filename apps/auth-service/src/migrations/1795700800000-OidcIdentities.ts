import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign in with your organisation: which provider identity (issuer + subject) is which account, one
 * identity per account and provider. An account made by a provider may have no e-mail (one that
 * is not verified is never kept) and no password (an empty hash, which no password matches).
 */
export class OidcIdentities1795700800000 implements MigrationInterface {
  name = 'OidcIdentities1795700800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oidc_identities (
        issuer varchar(500) NOT NULL,
        subject varchar(255) NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (issuer, subject),
        CONSTRAINT oidc_identities_user_issuer_key UNIQUE (user_id, issuer)
      )`);
    await q.query(`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oidc_identities`);
    await q.query(`DELETE FROM users WHERE email IS NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN email SET NOT NULL`);
  }
}
