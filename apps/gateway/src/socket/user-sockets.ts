// The sockets of this gateway instance, by user: "send to user X" is one call. Also keeps them
// honest: a socket that stops answering protocol pings is dropped, and a socket that cannot keep
// up (too much waiting to be sent) is closed instead of making the gateway buffer without bound.
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { WebSocket } from 'ws';
import type { SessionUser } from '@diary/server-auth';
import { CONFIG } from '@diary/server-core';
import type { ServerSocketMessage } from '@diary/contracts';
import { GatewayConfig } from '../config';

/** Close code 1013 "Try Again Later": the client was too slow to read what it was sent. */
export const TOO_SLOW = 1013;

/**
 * The heartbeat visits 1/SLICES of the sockets every WS_HEARTBEAT_MS/SLICES, so each socket is still
 * pinged once per interval but 10,000 sockets never get 10,000 pings (and pongs) in one burst,
 * which on a small machine delays events by seconds.
 */
const SLICES = 30;

interface SocketState {
  user: SessionUser;
  requestId: string;
  alive: boolean;
  slice: number;
}

@Injectable()
export class UserSockets implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UserSockets.name);
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly state = new WeakMap<WebSocket, SocketState>();
  private heartbeat?: NodeJS.Timeout;
  private added = 0;
  private tick = 0;

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  onModuleInit(): void {
    this.heartbeat = setInterval(
      () => this.checkAlive(this.tick++ % SLICES),
      this.config.WS_HEARTBEAT_MS / SLICES,
    );
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
  }

  add(socket: WebSocket, user: SessionUser, requestId: string): void {
    this.state.set(socket, { user, requestId, alive: true, slice: this.added++ % SLICES });
    let sockets = this.byUser.get(user.id);
    if (!sockets) this.byUser.set(user.id, (sockets = new Set()));
    sockets.add(socket);
    socket.on('pong', () => {
      const s = this.state.get(socket);
      if (s) s.alive = true;
    });
  }

  remove(socket: WebSocket): void {
    const s = this.state.get(socket);
    if (!s) return;
    const sockets = this.byUser.get(s.user.id);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(s.user.id);
    this.state.delete(socket);
  }

  userOf(socket: WebSocket): SessionUser | undefined {
    return this.state.get(socket)?.user;
  }

  /** Number of open sockets on this instance (for logs and the benchmark). */
  get count(): number {
    let n = 0;
    for (const sockets of this.byUser.values()) n += sockets.size;
    return n;
  }

  /** Sends an already-serialized JSON frame to every socket of one user on this instance. */
  sendToUser(userId: string, frame: string | Buffer): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    for (const socket of sockets) this.sendFrame(socket, frame);
  }

  send(socket: WebSocket, message: ServerSocketMessage): void {
    this.sendFrame(socket, JSON.stringify(message));
  }

  private sendFrame(socket: WebSocket, frame: string | Buffer): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount + frame.length > this.config.WS_MAX_BUFFERED_BYTES) {
      const s = this.state.get(socket);
      this.logger.warn(`closing a socket of user ${s?.user.id} that cannot keep up (reqId ${s?.requestId})`);
      this.remove(socket);
      // The close frame waits behind the backlog; ws destroys the socket if it is not acknowledged in 30 s.
      socket.close(TOO_SLOW, 'Too slow to keep up');
      return;
    }
    socket.send(frame, { binary: false });
  }

  /** Drops the sockets of one slice that did not answer the previous ping, and pings the others. */
  private checkAlive(slice: number): void {
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) {
        const s = this.state.get(socket);
        if (!s || s.slice !== slice) continue;
        if (!s.alive) {
          this.logger.debug(
            `dropping a socket of user ${s.user.id} that stopped answering pings (reqId ${s.requestId})`,
          );
          this.remove(socket);
          socket.terminate();
          continue;
        }
        s.alive = false;
        socket.ping();
      }
    }
  }
}
