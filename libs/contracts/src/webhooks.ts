// Webhooks (contract "Where you work"): what a user subscribes to, what each delivery carries and
// what the delivery log shows. Bodies are signed as Standard Webhooks (docs/integrations.md).
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'session.started',
  'session.stopped',
  'note.created',
  'note.updated',
  'summary.completed',
  'report.completed',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENTS, {
  errorMap: () => ({ message: `events must be some of ${WEBHOOK_EVENTS.join(', ')}` }),
});
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The event POST /api/webhooks/{id}/test sends (never sent otherwise). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The most webhooks one user may have. */
export const WEBHOOKS_PER_USER = 20;

export const CreateWebhookRequest = z.object({
  url: z
    .string({ required_error: 'url is required', invalid_type_error: 'url must be a string' })
    .trim()
    .min(1, 'url is required')
    .max(2000, 'url must be at most 2000 characters'),
  events: z
    .array(WebhookEventType, {
      required_error: 'events is required',
      invalid_type_error: 'events must be a list of event names',
    })
    .min(1, 'events must name at least one event')
    .transform((list) => [...new Set(list)]),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

/** GET /api/webhooks: a webhook as listed (its secret is never shown again). */
export const Webhook = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(WebhookEventType),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof Webhook>;

/** POST /api/webhooks → 201: the secret `whsec_…`, shown this once. */
export const CreatedWebhook = Webhook.extend({ secret: z.string().startsWith('whsec_') });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

/** GET /api/webhooks/{id}/deliveries: the last 50 attempts, newest first. */
export const WebhookDelivery = z.object({
  event: z.string(),
  /** The receiver's HTTP status, or null when it did not answer. */
  status: z.number().int().nullable(),
  ms: z.number().int(),
  at: z.string(),
  /** 1 for the first try, then each retry. */
  attempt: z.number().int(),
  /** Why it failed, in a sentence; null when it succeeded. */
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** The body every delivery carries. */
export const WebhookBody = z.object({
  type: z.string(),
  /** When the event happened (ISO-8601 UTC). */
  timestamp: z.string(),
  data: z.record(z.unknown()),
});
export type WebhookBody = z.infer<typeof WebhookBody>;
