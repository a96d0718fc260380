// The sockets of this gateway instance, by user: "send to user X" is one call. A socket that cannot
// keep up (too much waiting to be sent) is closed instead of making the gateway buffer without bound.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WebSocket } from 'ws';
import type { SessionUser } from '@diary/server-auth';
import { CONFIG } from '@diary/server-core';
import type { ServerSocketMessage } from '@diary/contracts';
import { GatewayConfig } from '../config';

/** Close code 1013 "Try Again Later": the client was too slow to read what it was sent. */
export const TOO_SLOW = 1013;

/** Close code 1008 "Policy Violation": the session behind the socket has ended. */
export const SESSION_ENDED = 1008;

/** Close code 1008 "Policy Violation" with TOO_MANY_SOCKETS_REASON: the user already holds the most sockets. */
export const TOO_MANY_SOCKETS = 1008;
export const TOO_MANY_SOCKETS_REASON = 'Too many open sockets';

/** The heartbeat visits the sockets in this many slices (see SocketHeartbeat). */
export const SLICES = 30;

export interface SocketState {
  user: SessionUser;
  /** The session token, to check again later that the session is still live. */
  token: string;
  requestId: string;
  alive: boolean;
  slice: number;
}

@Injectable()
export class UserSockets {
  private readonly logger = new Logger(UserSockets.name);
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly state = new WeakMap<WebSocket, SocketState>();
  private added = 0;

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  add(socket: WebSocket, user: SessionUser, token: string, requestId: string): void {
    this.state.set(socket, { user, token, requestId, alive: true, slice: this.added++ % SLICES });
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

  /** True when the user already holds WS_MAX_SOCKETS_PER_USER sockets on this instance. */
  isFull(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) >= this.config.WS_MAX_SOCKETS_PER_USER;
  }

  userOf(socket: WebSocket): SessionUser | undefined {
    return this.state.get(socket)?.user;
  }

  /** The sockets of one heartbeat slice, with their state. */
  inSlice(slice: number): Array<[WebSocket, SocketState]> {
    const found: Array<[WebSocket, SocketState]> = [];
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) {
        const s = this.state.get(socket);
        if (s?.slice === slice) found.push([socket, s]);
      }
    }
    return found;
  }

  /** Closes (1008) this instance's sockets of the given sessions of one user: they were revoked. */
  closeSessions(userId: string, sessionIds: ReadonlySet<string>): void {
    for (const socket of [...(this.byUser.get(userId) ?? [])]) {
      const s = this.state.get(socket);
      if (!s || !sessionIds.has(s.user.sessionId)) continue;
      this.logger.log(`closing a socket of user ${userId}: the session was revoked (reqId ${s.requestId})`);
      this.remove(socket);
      socket.close(SESSION_ENDED, 'The session has ended');
    }
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
}
