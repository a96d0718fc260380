// SQL of activity_cache: each connection's activity of one day as last fetched. Rows go with their
// connection (foreign key, ON DELETE CASCADE); reads name the user through the connection.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ActivityItem } from '@diary/contracts';

export interface CachedActivity {
  connectionId: string;
  items: ActivityItem[];
  fetchedAt: Date;
}

@Injectable()
export class ActivityCacheRepository {
  constructor(private readonly dataSource: DataSource) {}

  read(userId: string, day: string): Promise<CachedActivity[]> {
    return this.dataSource.query(
      `SELECT c.connection_id AS "connectionId", c.items, c.fetched_at AS "fetchedAt"
       FROM activity_cache c JOIN connections k ON k.id = c.connection_id
       WHERE k.user_id = $1 AND c.day = $2`,
      [userId, day],
    );
  }

  /** Stores a fetch unless its connection was deleted meanwhile. */
  async write(
    userId: string,
    connectionId: string,
    day: string,
    items: ActivityItem[],
    fetchedAt: Date,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO activity_cache (connection_id, day, items, fetched_at)
       SELECT id, $3, $4::jsonb, $5 FROM connections WHERE id = $2 AND user_id = $1
       ON CONFLICT (connection_id, day) DO UPDATE SET items = EXCLUDED.items, fetched_at = EXCLUDED.fetched_at`,
      [userId, connectionId, day, JSON.stringify(items), fetchedAt],
    );
  }
}
