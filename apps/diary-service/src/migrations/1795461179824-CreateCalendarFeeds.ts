import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * calendar_feeds: one secret subscription URL per user. The token itself is never stored: it is an
 * HMAC of feed_id (see calendar-feed-token.ts) and only its SHA-256 is kept, for the lookup.
 */
export class CreateCalendarFeeds1795461179824 implements MigrationInterface {
  name = 'CreateCalendarFeeds1795461179824';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY,
        feed_id uuid NOT NULL,
        token_hash bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feeds`);
  }
}
