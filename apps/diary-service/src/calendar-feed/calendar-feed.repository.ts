// SQL of calendar feeds: the user's feed (created on first ask), rotating it, finding a feed by its
// token's hash, and the finished sessions a feed shows, in pages.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface FeedSession {
  id: string;
  startTime: Date;
  endTime: Date;
  subject: string | null;
  description: string | null;
}

@Injectable()
export class CalendarFeedRepository {
  constructor(private readonly dataSource: DataSource) {}

  async feedId(userId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT feed_id FROM calendar_feeds WHERE user_id = $1`, [
      userId,
    ]);
    return row?.feed_id ?? null;
  }

  /** Stores the feed of a user unless one exists (two first asks at once keep the first); returns the feed id in force. */
  async create(userId: string, feedId: string, hash: Buffer): Promise<string> {
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (user_id, feed_id, token_hash) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
      [userId, feedId, hash],
    );
    return (await this.feedId(userId))!;
  }

  async replace(userId: string, feedId: string, hash: Buffer): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (user_id, feed_id, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET feed_id = EXCLUDED.feed_id, token_hash = EXCLUDED.token_hash, created_at = now()`,
      [userId, feedId, hash],
    );
  }

  async userOf(hash: Buffer): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT user_id FROM calendar_feeds WHERE token_hash = $1`, [
      hash,
    ]);
    return row?.user_id ?? null;
  }

  finishedPage(
    userId: string,
    after: { startTime: Date; id: string } | null,
    limit: number,
  ): Promise<FeedSession[]> {
    return this.dataSource.query(
      `SELECT id, start_time AS "startTime", end_time AS "endTime", summary_subject AS subject,
         summary_description AS description
       FROM work_records
       WHERE user_id = $1 AND end_time IS NOT NULL
         AND ($2::timestamptz IS NULL OR (start_time, id) > ($2::timestamptz, $3::uuid))
       ORDER BY start_time, id LIMIT $4`,
      [userId, after?.startTime ?? null, after?.id ?? null, limit],
    );
  }
}
