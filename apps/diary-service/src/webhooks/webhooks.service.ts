// Rules of webhooks: a checked URL, a secret shown once and kept sealed, the caller's own only
// (another user's answers 404), a test delivery sent at once, the delivery log.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_USER,
  type CreatedWebhook,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookDelivery,
} from '@diary/contracts';
import {
  CONFIG,
  checkOutboundUrl,
  openSecret,
  sealSecret,
  secretKeyringFromConfig,
  type SecretKeyring,
} from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { WebhooksRepository, type StoredWebhook } from './webhooks.repository';
import { newWebhookSecret, WebhookSender } from './webhook-sender';

export const WEBHOOK_NOT_FOUND = 'Webhook not found.';

/** The associated data a webhook's sealed secret is bound to. */
const secretContext = (webhookId: string) => `webhook:${webhookId}`;

@Injectable()
export class WebhooksService {
  private readonly keyring: SecretKeyring;

  constructor(
    @Inject(CONFIG) config: DiaryConfig,
    private readonly webhooks: WebhooksRepository,
    private readonly sender: WebhookSender,
  ) {
    this.keyring = secretKeyringFromConfig(config);
  }

  list(userId: string): Promise<Webhook[]> {
    return this.webhooks.list(userId);
  }

  async create(userId: string, request: CreateWebhookRequest): Promise<CreatedWebhook> {
    const url = await checkOutboundUrl(request.url, this.sender.outboundPolicy);
    if ((await this.webhooks.count(userId)) >= WEBHOOKS_PER_USER) {
      throw new BadRequestException(`You can have at most ${WEBHOOKS_PER_USER} webhooks.`);
    }
    const id = randomUUID();
    const secret = newWebhookSecret();
    const sealed = sealSecret(secret, this.keyring, secretContext(id));
    const webhook = await this.webhooks.insert(userId, id, url.href, request.events, sealed);
    return { ...webhook, secret };
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.webhooks.delete(userId, id))) throw new NotFoundException(WEBHOOK_NOT_FOUND);
  }

  async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
    await this.own(userId, id);
    return this.webhooks.deliveries(id);
  }

  /** Sends a `webhook.test` event now (not retried) and answers how it went; it joins the log. */
  async test(userId: string, id: string): Promise<WebhookDelivery> {
    const webhook = await this.own(userId, id);
    const timestamp = new Date().toISOString();
    const result = await this.sender.send(webhook.url, this.secretOf(webhook), `msg_${randomUUID()}`, {
      type: WEBHOOK_TEST_EVENT,
      timestamp,
      data: { webhookId: webhook.id },
    });
    const delivery = { event: WEBHOOK_TEST_EVENT, attempt: 1, ...result };
    await this.webhooks.logDelivery(webhook.id, delivery);
    return { ...delivery, at: timestamp };
  }

  /** The webhook's secret in clear, for signing. */
  secretOf(webhook: StoredWebhook): string {
    return openSecret(webhook.secretSealed, this.keyring, secretContext(webhook.id));
  }

  async own(userId: string, id: string): Promise<StoredWebhook> {
    const webhook = await this.webhooks.findOwn(userId, id);
    if (!webhook) throw new NotFoundException(WEBHOOK_NOT_FOUND);
    return webhook;
  }
}
