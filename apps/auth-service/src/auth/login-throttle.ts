// Login throttling in Redis: failures are counted per username and per client address in a
// fixed window that starts at the first failure. At the limit, sign-in answers 429 with
// Retry-After until the window ends; the window is short so the real owner is not locked out long.
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { RetryLaterException } from './retry-later.exception';

export class TooManyAttemptsException extends RetryLaterException {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, (wait) => `Too many failed sign-in attempts. Please try again in ${wait}.`);
  }
}

@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private keys(username: string, ip: string) {
    return {
      user: {
        key: redisKey(this.config, `login-failures:user:${username}`),
        max: this.config.LOGIN_MAX_FAILURES_PER_USERNAME,
      },
      ip: {
        key: redisKey(this.config, `login-failures:ip:${ip}`),
        max: this.config.LOGIN_MAX_FAILURES_PER_IP,
      },
    };
  }

  /** Throws TooManyAttemptsException when either counter has reached its limit. */
  async check(username: string, ip: string): Promise<void> {
    const { user, ip: addr } = this.keys(username, ip);
    const results =
      (await this.redis.multi().get(user.key).ttl(user.key).get(addr.key).ttl(addr.key).exec()) ?? [];
    const value = (i: number) => Number(results[i]?.[1] ?? 0);
    // A counter without a TTL (should not happen) still blocks for one window, never forever.
    const remaining = (ttl: number) => (ttl > 0 ? ttl : this.config.LOGIN_FAILURE_WINDOW_SECONDS);
    let wait = 0;
    if (value(0) >= user.max) wait = Math.max(wait, remaining(value(1)));
    if (value(2) >= addr.max) wait = Math.max(wait, remaining(value(3)));
    if (wait > 0) throw new TooManyAttemptsException(wait);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const window = this.config.LOGIN_FAILURE_WINDOW_SECONDS;
    const multi = this.redis.multi();
    for (const { key } of Object.values(this.keys(username, ip)))
      multi.set(key, 0, 'EX', window, 'NX').incr(key);
    await multi.exec();
  }

  /** A successful sign-in clears its username's counter (not the address's: one valid account must not reset it). */
  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.keys(username, '').user.key);
  }
}
