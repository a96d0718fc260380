// The one limit on regenerating summaries (each can cost a paid provider call per session), counted
// on every path that regenerates one: the button and a stopped session that had a summary already
// (stop and resume). REGENERATE_MAX_PER_MINUTE and REGENERATE_MAX_PER_DAY per user.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, describeWait, TooManyRequestsException, UserRateLimiter } from '@diary/server-core';
import type { AiConfig } from '../config';

@Injectable()
export class RegenerationLimit {
  constructor(
    private readonly limiter: UserRateLimiter,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /** Counts one regeneration, or throws 429 (TooManyRequestsException, with the wait). */
  take(userId: string): Promise<void> {
    return this.limiter.take(
      'regenerate',
      userId,
      [
        { seconds: 60, max: this.config.REGENERATE_MAX_PER_MINUTE },
        { seconds: 86400, max: this.config.REGENERATE_MAX_PER_DAY },
      ],
      (wait) => `You have regenerated summaries too often. Please try again in ${describeWait(wait)}.`,
    );
  }

  /** Counts one regeneration; 0 when allowed, else how many ms until the limit allows one. */
  async wait(userId: string): Promise<number> {
    try {
      await this.take(userId);
      return 0;
    } catch (err) {
      if (err instanceof TooManyRequestsException) return err.retryAfterSeconds * 1000;
      throw err;
    }
  }
}
