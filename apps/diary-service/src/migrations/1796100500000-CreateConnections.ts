import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work comes to the diary (issue 51). connections: a user's GitHub, GitLab and calendar
 * connections; `secret` holds the token (or a calendar's private address) sealed with SECRETS_KEY,
 * `problem` the last fetch's failure as a sentence. activity_cache: a connection's activity of one
 * day as last fetched (deleted with its connection). activity_additions: which note or session an
 * item became, so adding it again answers the same one.
 */
export class CreateConnections1796100500000 implements MigrationInterface {
  name = 'CreateConnections1796100500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE connections (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('github', 'gitlab', 'calendar')),
        url text,
        api_url text,
        secret text NOT NULL,
        problem text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX connections_user_idx ON connections (user_id, created_at)`);
    await q.query(`
      CREATE TABLE activity_cache (
        connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
        day date NOT NULL,
        items jsonb NOT NULL,
        fetched_at timestamptz NOT NULL,
        PRIMARY KEY (connection_id, day)
      )`);
    await q.query(`
      CREATE TABLE activity_additions (
        user_id uuid NOT NULL,
        item_id text NOT NULL,
        added_as text NOT NULL CHECK (added_as IN ('note', 'session')),
        work_record_id uuid NOT NULL,
        note_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, item_id, added_as)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE activity_additions`);
    await q.query(`DROP TABLE activity_cache`);
    await q.query(`DROP TABLE connections`);
  }
}
