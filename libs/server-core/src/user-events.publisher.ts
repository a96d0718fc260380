// The one way a service tells a user's browsers that something changed: Redis pub/sub,
// received by every gateway instance and sent to that user's sockets only.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { UserEvent } from '@diary/contracts';
import { userEventsChannel } from '@diary/contracts/server';
import { BaseConfig, CONFIG } from './config';
import { REDIS, redisKey } from './redis';

@Injectable()
export class UserEventsPublisher {
  private readonly logger = new Logger(UserEventsPublisher.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  /** Publishes an event to one user's channel. Call only after the change is committed. */
  async publish(userId: string, event: UserEvent): Promise<void> {
    await this.redis.publish(redisKey(this.config, userEventsChannel(userId)), JSON.stringify(event));
    this.logger.debug(`published ${event.type} to user ${userId}`);
  }

  /** Publishes several events in one round trip (a pipeline), in order; throws the first failure. */
  async publishMany(events: Array<{ userId: string; event: UserEvent }>): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const { userId, event } of events)
      pipeline.publish(redisKey(this.config, userEventsChannel(userId)), JSON.stringify(event));
    const results = (await pipeline.exec()) ?? [];
    const failure = results.find(([err]) => err)?.[0];
    if (failure) throw failure;
  }
}
