// Per-user rate limits in Redis, over several fixed windows at once (say 10 a minute and 100 a
// day). An attempt is counted only when every window still has room, so hammering a limit does
// not use up the larger window. Over a limit: TooManyRequestsException (429) with Retry-After
// until the window that refused it ends.
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { BaseConfig, CONFIG } from './config';
import { REDIS, redisKey } from './redis';
import { TooManyRequestsException } from './too-many-requests.exception';

export interface RateWindow {
  seconds: number;
  max: number;
}

// KEYS: one counter per window; ARGV: seconds and max per window. Returns 0 when counted, else the
// index (1-based) of the first full window.
const TAKE = `
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used >= tonumber(ARGV[i * 2]) then return i end
end
for i = 1, #KEYS do
  local n = redis.call('INCR', KEYS[i])
  if n == 1 then redis.call('EXPIRE', KEYS[i], ARGV[i * 2 - 1]) end
end
return 0
`;

@Injectable()
export class UserRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  /**
   * Counts one attempt of `action` by the user, or throws 429 with `message(retryAfterSeconds)`
   * when any window is full.
   */
  async take(
    action: string,
    userId: string,
    windows: RateWindow[],
    message: (retryAfterSeconds: number) => string,
  ): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const keys = windows.map((w) =>
      redisKey(this.config, `ratelimit:${action}:${userId}:${w.seconds}:${Math.floor(now / w.seconds)}`),
    );
    const args = windows.flatMap((w) => [w.seconds, w.max]);
    const full = Number(await this.redis.eval(TAKE, keys.length, ...keys, ...args));
    if (full === 0) return;
    const window = windows[full - 1]!;
    const retryAfter = window.seconds - (now % window.seconds);
    throw new TooManyRequestsException(message(retryAfter), retryAfter);
  }
}

/** "1 minute", "3 hours": a wait for a sentence. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 3600) {
    const m = Math.ceil(seconds / 60);
    return `${m} minute${m === 1 ? '' : 's'}`;
  }
  const h = Math.ceil(seconds / 3600);
  return `${h} hour${h === 1 ? '' : 's'}`;
}
