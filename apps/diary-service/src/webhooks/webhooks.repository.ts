// All SQL of webhooks and their delivery log. Every read by id is scoped by user.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Webhook, WebhookDelivery, WebhookEventType } from '@diary/contracts';

const COLUMNS = `id, url, events, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;
/** Deliveries kept per webhook (the log shows them all). */
export const DELIVERIES_KEPT = 50;

export interface StoredWebhook extends Webhook {
  userId: string;
  secretSealed: string;
}

@Injectable()
export class WebhooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(userId: string): Promise<Webhook[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhooks WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  async count(userId: string): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM webhooks WHERE user_id = $1`,
      [userId],
    );
    return row.n;
  }

  /** The user's webhook with its sealed secret, or null (missing or another user's). */
  async findOwn(userId: string, id: string): Promise<StoredWebhook | null> {
    const [row]: StoredWebhook[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, user_id AS "userId", secret_sealed AS "secretSealed" FROM webhooks
       WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  }

  /** The user's webhooks that subscribe to this event. */
  subscribed(userId: string, event: WebhookEventType): Promise<{ id: string }[]> {
    return this.dataSource.query(`SELECT id FROM webhooks WHERE user_id = $1 AND $2 = ANY (events)`, [
      userId,
      event,
    ]);
  }

  async insert(
    userId: string,
    id: string,
    url: string,
    events: WebhookEventType[],
    secretSealed: string,
  ): Promise<Webhook> {
    const [row]: Webhook[] = await this.dataSource.query(
      `INSERT INTO webhooks (id, user_id, url, events, secret_sealed) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COLUMNS}`,
      [id, userId, url, events, secretSealed],
    );
    return row;
  }

  /** True when one was deleted (its deliveries go with it). */
  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM webhooks WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return count > 0;
  }

  /** Logs an attempt and forgets the ones beyond the last DELIVERIES_KEPT. */
  async logDelivery(webhookId: string, d: Omit<WebhookDelivery, 'at'>): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.query(
        `INSERT INTO webhook_deliveries (webhook_id, event, status, ms, attempt, error)
         SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM webhooks WHERE id = $1)`,
        [webhookId, d.event, d.status, d.ms, d.attempt, d.error],
      );
      await em.query(
        `DELETE FROM webhook_deliveries WHERE webhook_id = $1 AND id NOT IN (
           SELECT id FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id DESC LIMIT ${DELIVERIES_KEPT})`,
        [webhookId],
      );
    });
  }

  deliveries(webhookId: string): Promise<WebhookDelivery[]> {
    return this.dataSource.query(
      `SELECT event, status, ms, attempt, error,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id DESC LIMIT ${DELIVERIES_KEPT}`,
      [webhookId],
    );
  }
}
