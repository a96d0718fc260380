// One Redis connection per service for commands and publishing, and the options BullMQ needs.
import Redis, { RedisOptions } from 'ioredis';
import { BaseConfig } from './config';

export const REDIS = Symbol('REDIS');

/** Prefixes a key or channel name with REDIS_PREFIX so that runs and tests never collide. */
export const redisKey = (config: Pick<BaseConfig, 'REDIS_PREFIX'>, name: string) =>
  `${config.REDIS_PREFIX}${name}`;

export function createRedis(config: Pick<BaseConfig, 'REDIS_URL'>, extra: RedisOptions = {}): Redis {
  return new Redis(config.REDIS_URL, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 2,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...extra,
  });
}

/** Connection settings for BullMQ queues and workers (they need maxRetriesPerRequest null). */
export function bullConnection(config: Pick<BaseConfig, 'REDIS_URL' | 'REDIS_PREFIX'>) {
  const url = new URL(config.REDIS_URL);
  return {
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username || undefined,
      password: url.password || undefined,
      db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
      maxRetriesPerRequest: null,
    },
    prefix: `${config.REDIS_PREFIX}bull`,
  };
}
