// Keeps the open sockets honest. Once per WS_HEARTBEAT_MS each socket gets a protocol ping and is
// dropped if it did not answer the previous one; its session is checked again too, so a socket of
// a session that was signed out (or expired) is closed with 1008. The work is spread over SLICES
// ticks: 10,000 sockets never get 10,000 pings (and pongs) in one burst, which on a small machine
// would delay events by seconds.
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { WebSocket } from 'ws';
import { SessionVerifier, sessionCacheKey } from '@diary/server-auth';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { SESSION_ENDED, SLICES, SocketState, UserSockets } from './user-sockets';

export { SESSION_ENDED };

@Injectable()
export class SocketHeartbeat implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SocketHeartbeat.name);
  private timer?: NodeJS.Timeout;
  private tick = 0;

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly sockets: UserSockets,
    private readonly verifier: SessionVerifier,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => this.visit(this.tick++ % SLICES), this.config.WS_HEARTBEAT_MS / SLICES);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private visit(slice: number): void {
    const live: Array<[WebSocket, SocketState]> = [];
    for (const [socket, s] of this.sockets.inSlice(slice)) {
      if (!s.alive) {
        this.logger.debug(
          `dropping a socket of user ${s.user.id} that stopped answering pings (reqId ${s.requestId})`,
        );
        this.sockets.remove(socket);
        socket.terminate();
        continue;
      }
      s.alive = false;
      socket.ping();
      live.push([socket, s]);
    }
    void this.recheckSessions(live);
  }

  /** One Redis round trip for the slice; a session not in the cache is asked of the auth service. */
  private async recheckSessions(entries: Array<[WebSocket, SocketState]>): Promise<void> {
    if (entries.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const [, s] of entries) pipeline.get(redisKey(this.config, sessionCacheKey(s.user.sessionId)));
    const cached = await pipeline.exec().catch(() => null);
    if (!cached) return; // Redis is away: keep the sockets, check next round.
    await Promise.all(
      entries.map(async ([socket, s], i) => {
        const [err, userId] = cached[i] ?? [];
        if (!err && userId === s.user.id) return;
        // Cannot tell (auth unreachable): keep the socket.
        const user = await this.verifier.verify(s.token, { fresh: true }).catch(() => undefined);
        if (user !== null) return;
        this.logger.log(
          `closing a socket of user ${s.user.id}: the session has ended (reqId ${s.requestId})`,
        );
        this.sockets.remove(socket);
        socket.close(SESSION_ENDED, 'The session has ended');
      }),
    );
  }
}
