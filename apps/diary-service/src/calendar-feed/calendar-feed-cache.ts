// A feed's finished text kept in Redis for a minute (every instance shares it), so calendar apps
// polling the same URL cost one build a minute. Only feeds up to MAX_CACHED_BYTES are kept.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { BaseConfig, CONFIG, REDIS, redisKey } from '@diary/server-core';

export const FEED_CACHE_SECONDS = 60;
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

@Injectable()
export class CalendarFeedCache {
  private readonly logger = new Logger(CalendarFeedCache.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  private key(feedKey: string): string {
    return redisKey(this.config, `calendar-feed:${feedKey}`);
  }

  /** The cached text, or null (a Redis hiccup is a miss: the feed is built again). */
  async get(feedKey: string): Promise<Buffer | null> {
    return this.redis.getBuffer(this.key(feedKey)).catch((err: Error) => {
      this.logger.warn(`calendar feed cache: ${err.message}`);
      return null;
    });
  }

  /** Passes the pieces through and, once all went out and they are small enough, keeps them. */
  async *keepWhilePassing(feedKey: string, pieces: AsyncIterable<string>): AsyncGenerator<Buffer> {
    let kept: Buffer[] | null = [];
    let size = 0;
    for await (const piece of pieces) {
      const bytes = Buffer.from(piece, 'utf8');
      size += bytes.length;
      if (kept && size <= MAX_CACHED_BYTES) kept.push(bytes);
      else kept = null;
      yield bytes;
    }
    if (kept)
      await this.redis
        .set(this.key(feedKey), Buffer.concat(kept), 'EX', FEED_CACHE_SECONDS)
        .catch((err: Error) => this.logger.warn(`calendar feed cache: ${err.message}`));
  }

  /** A rotated feed's cached text goes with it. */
  async forget(feedKey: string): Promise<void> {
    await this.redis.del(this.key(feedKey)).catch(() => undefined);
  }
}
