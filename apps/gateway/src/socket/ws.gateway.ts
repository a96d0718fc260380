// /ws: the browser's live channel. The socket is already authenticated when it gets here (see
// SessionWsAdapter); it joins its user's set, answers identify and ping, and ignores anything else.
import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  OnGatewayConnection,
  OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { WebSocket } from 'ws';
import { WS_PATH } from '@diary/contracts';
import { AuthenticatedUpgrade } from './session-ws.adapter';
import { TOO_MANY_SOCKETS, TOO_MANY_SOCKETS_REASON, UserSockets } from './user-sockets';

/** Client frames are small; anything larger closes the socket (1009). */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

@WebSocketGateway({ path: WS_PATH, maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false })
export class WsGateway implements OnGatewayConnection<WebSocket>, OnGatewayDisconnect<WebSocket> {
  private readonly logger = new Logger(WsGateway.name);

  constructor(private readonly sockets: UserSockets) {}

  handleConnection(socket: WebSocket, req: AuthenticatedUpgrade): void {
    // The handshake already answers 429 at the cap; handshakes checked at the same time can still
    // pass it together, and the newest sockets beyond it are closed here.
    if (this.sockets.isFull(req.user.id)) {
      this.logger.log(`closing a new socket of user ${req.user.id}: too many open (reqId ${req.requestId})`);
      socket.close(TOO_MANY_SOCKETS, TOO_MANY_SOCKETS_REASON);
      return;
    }
    this.sockets.add(socket, req.user, req.token, req.requestId);
    this.logger.debug(`socket opened for user ${req.user.id} (reqId ${req.requestId})`);
  }

  handleDisconnect(socket: WebSocket): void {
    this.sockets.remove(socket);
  }

  /** The user is the session's; a userId in the frame is never trusted. */
  @SubscribeMessage('identify')
  identify(@ConnectedSocket() socket: WebSocket): void {
    const user = this.sockets.userOf(socket);
    if (user) this.sockets.send(socket, { type: 'connection_ack', userId: user.id });
  }

  @SubscribeMessage('ping')
  ping(@ConnectedSocket() socket: WebSocket): void {
    this.sockets.send(socket, { type: 'pong' });
  }
}
