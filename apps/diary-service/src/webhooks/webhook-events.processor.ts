// Fans an event out: one delivery job per webhook of the user that subscribes to its type. The
// delivery job's id is the event's and the webhook's, so an event seen twice is delivered once.
import { Inject, Logger } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { QUEUES, WebhookEventJob, type WebhookDeliveryJob } from '@diary/contracts/server';
import { CONFIG } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { WebhooksRepository } from './webhooks.repository';
import { deliveryJobOptions } from './webhook-retries';

@Processor(QUEUES.webhookEvents)
export class WebhookEventsProcessor extends WorkerHost {
  private readonly logger = new Logger(WebhookEventsProcessor.name);

  constructor(
    @Inject(CONFIG) private readonly config: DiaryConfig,
    private readonly webhooks: WebhooksRepository,
    @InjectQueue(QUEUES.webhookDeliveries) private readonly deliveries: Queue<WebhookDeliveryJob>,
  ) {
    super();
  }

  async process(job: Job<unknown>): Promise<number> {
    const parsed = WebhookEventJob.safeParse(job.data);
    if (!parsed.success) {
      this.logger.warn(`webhook event ${job.id} dropped: ${parsed.error.issues[0].message}`);
      return 0;
    }
    const event = parsed.data;
    const hooks = await this.webhooks.subscribed(event.userId, event.type);
    if (hooks.length === 0) return 0;
    await this.deliveries.addBulk(
      hooks.map(({ id }) => ({
        name: event.type,
        data: { ...event, webhookId: id },
        // BullMQ ids cannot hold ':'.
        opts: deliveryJobOptions(this.config, `${event.id}_${id}`),
      })),
    );
    return hooks.length;
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, err: Error): void {
    this.logger.warn(`webhook event ${job?.id ?? '?'} not fanned out (will retry): ${err.message}`);
  }
}
