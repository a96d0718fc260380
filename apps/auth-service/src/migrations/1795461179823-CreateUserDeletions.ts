import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user_deletions: auth's outbox of `user.deleted` events, one row per service that must delete the
 * user's rows. A row leaves only when its service acknowledged; until then it is retried.
 */
export class CreateUserDeletions1795461179823 implements MigrationInterface {
  name = 'CreateUserDeletions1795461179823';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_deletions (
        user_id uuid NOT NULL,
        service text NOT NULL,
        step smallint NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, service)
      )`);
    await q.query(`CREATE INDEX user_deletions_due_idx ON user_deletions (next_attempt_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_deletions`);
  }
}
