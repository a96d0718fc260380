import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running it for a team: each user's role, whether the account is disabled and when it last signed in, invitation codes and
 * one-time password-reset links (both stored as sha256 hashes), and the audit log of administrative
 * actions. On an instance that already has accounts, the oldest one becomes its administrator.
 */
export class TeamAdministration1795600000000 implements MigrationInterface {
  name = 'TeamAdministration1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN role varchar(5) NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
        ADD COLUMN disabled_at timestamptz,
        ADD COLUMN last_seen_at timestamptz`);
    await q.query(
      `UPDATE users SET role = 'admin' WHERE id = (SELECT id FROM users ORDER BY created_at, id LIMIT 1)`,
    );
    await q.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_hash char(64) NOT NULL,
        email varchar(254),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        used_by uuid REFERENCES users(id) ON DELETE SET NULL,
        revoked_at timestamptz,
        CONSTRAINT invitations_code_hash_key UNIQUE (code_hash)
      )`);
    await q.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX password_resets_user_id_idx ON password_resets (user_id)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor_name varchar(50),
        action varchar(40) NOT NULL,
        target_id uuid,
        target_name varchar(254)
      )`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE password_resets`);
    await q.query(`DROP TABLE invitations`);
    await q.query(`ALTER TABLE users DROP COLUMN last_seen_at, DROP COLUMN disabled_at, DROP COLUMN role`);
  }
}
