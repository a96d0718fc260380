import { MigrationInterface, QueryRunner } from 'typeorm';

/** users, sessions and user_settings of the auth service. */
export class CreateAuthTables1795387245490 implements MigrationInterface {
  name = 'CreateAuthTables1795387245490';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_username_key UNIQUE (username),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_username_lower CHECK (username = lower(username)),
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent varchar(500),
        ip varchar(64)
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await q.query(`
      CREATE TABLE user_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        summary_language varchar(50) NOT NULL,
        voice_input_language varchar(50) NOT NULL,
        custom_instructions text,
        theme varchar(50) NOT NULL,
        auto_save_timeout smallint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_settings`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
