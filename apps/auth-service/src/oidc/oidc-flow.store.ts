// The browser's half-done sign-ins: state → {PKCE verifier, nonce, what it is for} in Redis for ten
// minutes, taken exactly once by the callback (a replayed callback finds nothing). The browser
// holds the state in an httpOnly cookie too, so a callback opened in another browser is refused.
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import * as oidc from 'openid-client';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { FlowChecks } from './oidc-client';

export const FLOW_SECONDS = 600;

/** What the flow ends in: a sign-in (with an invitation code, maybe) or a link to this account. */
export type FlowIntent = { kind: 'sign-in'; invite?: string } | { kind: 'link'; userId: string };

export type Flow = FlowChecks & { intent: FlowIntent };

@Injectable()
export class OidcFlowStore {
  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private key(state: string) {
    return redisKey(this.config, `oidc-flow:${createHash('sha256').update(state).digest('hex')}`);
  }

  async begin(intent: FlowIntent): Promise<Flow> {
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      intent,
    };
    await this.redis.set(this.key(flow.state), JSON.stringify(flow), 'EX', FLOW_SECONDS);
    return flow;
  }

  /** The flow of this state, removed as it is read; null when unknown, expired or used. */
  async take(state: string): Promise<Flow | null> {
    const raw = await this.redis.getdel(this.key(state));
    return raw ? (JSON.parse(raw) as Flow) : null;
  }
}
