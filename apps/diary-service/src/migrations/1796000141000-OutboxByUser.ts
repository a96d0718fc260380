import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * outbox_events by user, then id: the relay takes each batch round-robin across the users with
 * waiting events (a skip scan over this index), so one user's 100,000-row import no longer holds
 * everyone else's events behind it (round four, fair scheduling).
 */
export class OutboxByUser1796000141000 implements MigrationInterface {
  name = 'OutboxByUser1796000141000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX outbox_events_user_idx ON outbox_events (user_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_events_user_idx`);
  }
}
