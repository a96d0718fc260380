// Sends one signed webhook body (Standard Webhooks: webhook-id, webhook-timestamp,
// webhook-signature) through the outbound check, and says how it went.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, HttpException } from '@nestjs/common';
import { Webhook as Signer } from 'standardwebhooks';
import type { WebhookBody } from '@diary/contracts';
import { CONFIG, outboundFetch, outboundPolicyFromConfig, type OutboundPolicy } from '@diary/server-core';
import type { DiaryConfig } from '../config';

export interface SendResult {
  /** The receiver's status, or null when it did not answer. */
  status: number | null;
  ms: number;
  /** Why it did not succeed, in a sentence; null for a 2xx. */
  error: string | null;
}

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the Standard Webhooks form). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

@Injectable()
export class WebhookSender {
  private readonly policy: OutboundPolicy;

  constructor(@Inject(CONFIG) config: DiaryConfig) {
    this.policy = outboundPolicyFromConfig(config);
  }

  get outboundPolicy(): OutboundPolicy {
    return this.policy;
  }

  /** `messageId` stays the same across retries of one event, so receivers can drop repeats. */
  async send(url: string, secret: string, messageId: string, body: WebhookBody): Promise<SendResult> {
    const payload = JSON.stringify(body);
    const now = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'WorkDiary-Webhooks/1',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Signer(secret).sign(messageId, now, payload),
    };
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const res = await outboundFetch(url, { method: 'POST', headers, body: payload }, this.policy);
      await res.body?.cancel();
      const ok = res.status >= 200 && res.status < 300;
      return { status: res.status, ms: ms(), error: ok ? null : `The receiver answered ${res.status}.` };
    } catch (err) {
      const reason =
        err instanceof HttpException
          ? err.message
          : `The receiver could not be reached (${(err as Error).message || 'network error'}).`;
      return { status: null, ms: ms(), error: reason };
    }
  }
}
