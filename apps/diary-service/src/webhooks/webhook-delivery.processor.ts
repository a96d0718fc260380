// Delivers one event to one webhook: signs it, sends it through the outbound check, logs the
// attempt, and fails the job on anything but a 2xx so that BullMQ retries it with backoff.
import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES, WebhookDeliveryJob } from '@diary/contracts/server';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';
import { WebhookSender } from './webhook-sender';

@Processor(QUEUES.webhookDeliveries, { concurrency: 8 })
export class WebhookDeliveryProcessor extends WorkerHost {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);

  constructor(
    private readonly service: WebhooksService,
    private readonly webhooks: WebhooksRepository,
    private readonly sender: WebhookSender,
  ) {
    super();
  }

  async process(job: Job<unknown>): Promise<string> {
    const parsed = WebhookDeliveryJob.safeParse(job.data);
    if (!parsed.success) return 'dropped: not a delivery job';
    const { webhookId, userId, id, type, timestamp, data } = parsed.data;
    const webhook = await this.webhooks.findOwn(userId, webhookId);
    // Deleted since the event: nothing to deliver.
    if (!webhook) return 'dropped: webhook deleted';
    const result = await this.sender.send(webhook.url, this.service.secretOf(webhook), `msg_${id}`, {
      type,
      timestamp,
      data,
    });
    await this.webhooks.logDelivery(webhookId, { event: type, attempt: job.attemptsMade + 1, ...result });
    if (result.error) {
      this.logger.warn(`webhook ${webhookId} ${type} attempt ${job.attemptsMade + 1}: ${result.error}`);
      throw new Error(result.error);
    }
    return `delivered ${result.status}`;
  }
}
