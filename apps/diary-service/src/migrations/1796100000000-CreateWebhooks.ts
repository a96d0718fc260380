import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * webhooks: a user's subscriptions, the signing secret sealed with SECRETS_KEY (never in clear);
 * webhook_deliveries: each attempt to deliver, the last 50 per webhook kept for its log;
 * outbox_events may carry webhook events (kind webhook_event), delivered to the webhook-events queue.
 */
export class CreateWebhooks1796100000000 implements MigrationInterface {
  name = 'CreateWebhooks1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        secret_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhooks_user_idx ON webhooks (user_id)`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        event text NOT NULL,
        status integer,
        ms integer NOT NULL,
        attempt integer NOT NULL,
        error text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_hook_idx ON webhook_deliveries (webhook_id, id DESC)`);
    await q.query(`ALTER TABLE outbox_events DROP CONSTRAINT outbox_events_kind`);
    await q.query(
      `ALTER TABLE outbox_events ADD CONSTRAINT outbox_events_kind
         CHECK (kind IN ('user_event', 'search_index', 'summary_request', 'webhook_event'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox_events WHERE kind = 'webhook_event'`);
    await q.query(`ALTER TABLE outbox_events DROP CONSTRAINT outbox_events_kind`);
    await q.query(
      `ALTER TABLE outbox_events ADD CONSTRAINT outbox_events_kind
         CHECK (kind IN ('user_event', 'search_index', 'summary_request'))`,
    );
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhooks`);
  }
}
