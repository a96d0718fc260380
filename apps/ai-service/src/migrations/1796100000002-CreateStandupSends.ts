import { MigrationInterface, QueryRunner } from 'typeorm';

/** standup_sends: the last stand-up sent to a user's chat and by e-mail, as Settings shows it. */
export class CreateStandupSends1796100000002 implements MigrationInterface {
  name = 'CreateStandupSends1796100000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE standup_sends (
        user_id uuid NOT NULL,
        channel text NOT NULL CHECK (channel IN ('chat', 'email')),
        date date NOT NULL,
        ok boolean NOT NULL,
        status integer,
        error text,
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, channel)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE standup_sends`);
  }
}
