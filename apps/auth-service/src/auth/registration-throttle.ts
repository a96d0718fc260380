// Registration throttling in Redis: account creations are counted per client address in a fixed
// window that starts at the first one. Every attempt that passes validation counts (each costs a
// password hash), so one address cannot mass-create accounts or burn CPU on hashing. At the limit,
// registration answers 429 with Retry-After until the window ends. Clients on this machine
// (loopback: a developer, the browser tests, the drills) are not counted; behind a proxy the
// services see the client's address through X-Forwarded-For (see TRUST_PROXY in docs/security.md).
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { CONFIG, REDIS, isLoopback, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { RetryLaterException } from './retry-later.exception';

export class TooManyRegistrationsException extends RetryLaterException {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      (wait) => `Too many accounts were created from your network. Please try again in ${wait}.`,
    );
  }
}

@Injectable()
export class RegistrationThrottle {
  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts this attempt; throws TooManyRegistrationsException when the address is over its limit. */
  async count(ip: string): Promise<void> {
    if (isLoopback(ip)) return;
    const key = redisKey(this.config, `registrations:ip:${ip}`);
    const window = this.config.REGISTER_WINDOW_SECONDS;
    const results =
      (await this.redis.multi().set(key, 0, 'EX', window, 'NX').incr(key).ttl(key).exec()) ?? [];
    const attempts = Number(results[1]?.[1] ?? 0);
    const ttl = Number(results[2]?.[1] ?? -1);
    if (attempts > this.config.REGISTER_MAX_PER_IP)
      throw new TooManyRegistrationsException(ttl > 0 ? ttl : window);
  }
}
