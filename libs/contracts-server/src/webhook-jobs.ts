// Jobs of the webhook queues (QUEUES.webhookEvents, QUEUES.webhookDeliveries).
import { z } from 'zod';
import { WebhookEventType } from '@diary/contracts';

/** Something happened that a user's webhooks may subscribe to. `id` becomes the webhook-id header. */
export const WebhookEventJob = z.object({
  id: z.string().min(1),
  userId: z.string().uuid(),
  type: WebhookEventType,
  /** When it happened, ISO-8601 UTC. */
  timestamp: z.string(),
  /** Never a sealed note's content (contract "Private and permanent"). */
  data: z.record(z.unknown()),
});
export type WebhookEventJob = z.infer<typeof WebhookEventJob>;

/** One delivery of one event to one webhook. */
export const WebhookDeliveryJob = WebhookEventJob.extend({ webhookId: z.string().uuid() });
export type WebhookDeliveryJob = z.infer<typeof WebhookDeliveryJob>;
