// All SQL of outbox_events: events written in a change's transaction, then read in order, locked
// (FOR UPDATE SKIP LOCKED, so replicas share the work), marked or deleted by the relay.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { chunksOf } from '@diary/server-core';
import type { OutboxMessage } from './outbox-event.entity';
import type { OutboxRow } from './outbox-delivery';
import { insertOutboxEventsSql } from './outbox.statements';

const INSERT_CHUNK = 5000;
/** Users served by one relay batch (each gives at least one event). */
const MAX_USERS_PER_BATCH = 200;

interface RawRow {
  id: string;
  job_id: string;
  kind: OutboxRow['kind'];
  user_id: string;
  payload: OutboxRow['payload'];
}

@Injectable()
export class OutboxEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the events inside the caller's transaction: one statement, or one per INSERT_CHUNK
   * events for a large change such as an import (Postgres takes at most 65,535 parameters).
   */
  async insert(em: EntityManager, messages: OutboxMessage[]): Promise<void> {
    for (const chunk of chunksOf(messages, INSERT_CHUNK)) {
      const values = chunk.flatMap((m) => [m.kind, m.userId, JSON.stringify(m.payload)]);
      await em.query(insertOutboxEventsSql(chunk.length), values);
    }
  }

  /** How many events wait and the age of the oldest, in seconds (the metrics' outbox lag). */
  async lag(): Promise<{ pending: number; oldestSeconds: number }> {
    const [row]: Array<{ pending: number; oldest: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS pending,
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
         FROM outbox_events`,
    );
    return { pending: row.pending, oldestSeconds: row.oldest };
  }

  /** Whether any event waits (one cheap read, for an idle poll). */
  async anyWaiting(): Promise<boolean> {
    const [{ waiting }]: Array<{ waiting: boolean }> = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM outbox_events) AS waiting',
    );
    return waiting;
  }

  /**
   * About `limit` events no other transaction holds, locked until the caller's transaction ends,
   * shared fairly: the users with waiting events (a skip scan of outbox_events_user_idx, at most
   * MAX_USERS_PER_BATCH of them) each give their oldest ones, an equal share. A user's events stay
   * in order; one user's import of 100,000 rows takes one share of each batch, not every batch.
   */
  async lockBatch(em: EntityManager, limit: number): Promise<OutboxRow[]> {
    const users: Array<{ user_id: string }> = await em.query(
      `WITH RECURSIVE waiting(user_id) AS (
         (SELECT user_id FROM outbox_events ORDER BY user_id LIMIT 1)
         UNION ALL
         SELECT (SELECT o.user_id FROM outbox_events o WHERE o.user_id > w.user_id ORDER BY o.user_id LIMIT 1)
         FROM waiting w WHERE w.user_id IS NOT NULL
       )
       SELECT user_id FROM waiting WHERE user_id IS NOT NULL LIMIT $1`,
      [MAX_USERS_PER_BATCH],
    );
    if (users.length === 0) return [];
    const share = Math.max(1, Math.ceil(limit / users.length));
    const rows: RawRow[] = await em.query(
      `SELECT e.id, e.job_id, e.kind, e.user_id, e.payload
       FROM unnest($1::uuid[]) AS u(user_id)
       CROSS JOIN LATERAL (
         SELECT id, job_id, kind, user_id, payload FROM outbox_events o
         WHERE o.user_id = u.user_id ORDER BY o.id LIMIT $2 FOR UPDATE SKIP LOCKED
       ) e
       ORDER BY e.id`,
      [users.map((u) => u.user_id), share],
    );
    return rows.map((row) => ({
      id: row.id,
      jobId: row.job_id,
      kind: row.kind,
      userId: row.user_id,
      payload: row.payload,
    }));
  }

  /** Counts a failed delivery attempt on each event and keeps the error (cut to 500 characters). */
  async markFailed(em: EntityManager, ids: string[], error: string): Promise<void> {
    await em.query(
      `UPDATE outbox_events SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`,
      [ids, error.slice(0, 500)],
    );
  }

  async delete(em: EntityManager, ids: string[]): Promise<void> {
    await em.query(`DELETE FROM outbox_events WHERE id = ANY($1::bigint[])`, [ids]);
  }
}
