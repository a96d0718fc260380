import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account security: when each session was last seen, two-factor sign-in (the TOTP secret and its
 * one-time recovery codes, stored hashed) and personal API tokens (stored hashed).
 */
export class AccountSecurity1795460208626 implements MigrationInterface {
  name = 'AccountSecurity1795460208626';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `ALTER TABLE users ADD COLUMN totp_secret text, ADD COLUMN two_factor_enabled_at timestamptz`,
    );
    await q.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        CONSTRAINT recovery_codes_user_code_key UNIQUE (user_id, code_hash)
      )`);
    await q.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        scope varchar(5) NOT NULL CHECK (scope IN ('read', 'write')),
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT api_tokens_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_tokens`);
    await q.query(`DROP TABLE recovery_codes`);
    await q.query(`ALTER TABLE users DROP COLUMN two_factor_enabled_at, DROP COLUMN totp_secret`);
    await q.query(`ALTER TABLE sessions DROP COLUMN last_seen_at`);
  }
}
