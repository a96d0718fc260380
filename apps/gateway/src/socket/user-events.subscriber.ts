// Receives every user's events from Redis (one pattern subscription per gateway instance, on its own
// connection) and hands each to that user's sockets on this instance. Every instance subscribes, so
// an event reaches the user's sockets wherever they are connected. Session revocations arrive
// through this process's LiveSessions (its one subscription to SESSIONS_REVOKED_CHANNEL), and the
// ended sessions' sockets are closed at once.
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { USER_EVENTS_PATTERN, userEventsChannel } from '@diary/contracts/server';
import { LiveSessions } from '@diary/server-auth';
import { CONFIG, createRedis, redisKey } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { UserSockets } from './user-sockets';

@Injectable()
export class UserEventsSubscriber implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UserEventsSubscriber.name);
  private subscriber?: Redis;

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly sockets: UserSockets,
    private readonly live: LiveSessions,
  ) {}

  async onModuleInit(): Promise<void> {
    const channelPrefix = Buffer.byteLength(redisKey(this.config, userEventsChannel('')));
    // A subscriber connection keeps retrying and resubscribes by itself after Redis comes back.
    this.subscriber = createRedis(this.config, {
      maxRetriesPerRequest: null,
      connectionName: 'gateway-events',
    });
    this.subscriber.on('error', (err: Error) => this.logger.warn(`Redis subscriber: ${err.message}`));
    // Buffers: the event's JSON goes out as it came in, never decoded and re-encoded.
    this.subscriber.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, message: Buffer) => {
      this.sockets.sendToUser(channel.toString('utf8', channelPrefix), message);
    });
    this.live.onRevoked(({ userId, sessionIds }) => this.sockets.closeSessions(userId, new Set(sessionIds)));
    await Promise.all([
      this.subscriber.psubscribe(redisKey(this.config, USER_EVENTS_PATTERN)),
      this.live.subscribed,
    ]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
