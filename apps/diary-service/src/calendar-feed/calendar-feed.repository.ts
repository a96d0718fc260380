// SQL of calendar feeds: the user's feed (created on first ask), rotating it, finding a feed by its
// token's hash, and the finished sessions of the feed's window, in pages.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface FeedSession {
  id: string;
  startTime: Date;
  endTime: Date;
  subject: string | null;
  /** The summary's body (the event's description). */
  description: string | null;
  /** The session's own words (its timesheet description). */
  ownDescription: string | null;
  /** The session's project's name. */
  project: string | null;
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

  /** Replaces the feed id of a user who has a feed; false when there is none. */
  async replaceExisting(userId: string, feedId: string, hash: Buffer): Promise<boolean> {
    const [, updated] = (await this.dataSource.query(
      `UPDATE calendar_feeds SET feed_id = $2, token_hash = $3, created_at = now() WHERE user_id = $1`,
      [userId, feedId, hash],
    )) as [unknown, number];
    return updated > 0;
  }

  async userOf(hash: Buffer): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT user_id FROM calendar_feeds WHERE token_hash = $1`, [
      hash,
    ]);
    return row?.user_id ?? null;
  }

  /** Finished sessions that start within [from, to), in start order, a page after `after`. */
  finishedPage(
    userId: string,
    window: { from: Date; to: Date },
    after: { startTime: Date; id: string } | null,
    limit: number,
  ): Promise<FeedSession[]> {
    return this.dataSource.query(
      `SELECT w.id, w.start_time AS "startTime", w.end_time AS "endTime", w.summary_subject AS subject,
         w.summary_description AS description, w.description AS "ownDescription", p.name AS project
       FROM work_records w
       LEFT JOIN projects p ON p.id = w.project_id AND p.user_id = w.user_id
       WHERE w.user_id = $1 AND w.end_time IS NOT NULL AND w.start_time >= $2 AND w.start_time < $3
         AND ($4::timestamptz IS NULL OR (w.start_time, w.id) > ($4::timestamptz, $5::uuid))
       ORDER BY w.start_time, w.id LIMIT $6`,
      [userId, window.from, window.to, after?.startTime ?? null, after?.id ?? null, limit],
    );
  }
}
