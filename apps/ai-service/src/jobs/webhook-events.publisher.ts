// The ai service's part in webhooks (docs/decisions/0223): summary.completed and report.completed
// go to the diary's webhook-events queue, which fans them out to the user's webhooks. A failure
// to queue is logged, never a reason to fail the summary or report that was written.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { WebhookEventType } from '@diary/contracts';
import { QUEUES, type WebhookEventJob } from '@diary/contracts/server';
import { CONFIG, bullConnection, type BaseConfig } from '@diary/server-core';

@Injectable()
export class WebhookEventsPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(WebhookEventsPublisher.name);
  private readonly queue: Queue<WebhookEventJob>;

  constructor(@Inject(CONFIG) config: BaseConfig) {
    this.queue = new Queue<WebhookEventJob>(QUEUES.webhookEvents, {
      ...bullConnection(config),
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    });
    this.queue.on('error', (err) => this.logger.warn(`webhook-events queue: ${err.message}`));
  }

  async publish(userId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
    const job: WebhookEventJob = {
      id: randomUUID(),
      userId,
      type,
      timestamp: new Date().toISOString(),
      data,
    };
    try {
      await this.queue.add(type, job, { jobId: job.id });
    } catch (err) {
      this.logger.warn(`${type} for user ${userId} not queued for webhooks: ${(err as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
