// Live updates over /ws: the socket gateway, the per-user socket sets and the Redis subscription.
import { Module } from '@nestjs/common';
import { SessionAuthModule } from '@diary/server-auth';
import { UserSockets } from './user-sockets';
import { SocketHeartbeat } from './socket-heartbeat';
import { UserEventsSubscriber } from './user-events.subscriber';
import { WsGateway } from './ws.gateway';

@Module({
  imports: [SessionAuthModule],
  providers: [UserSockets, SocketHeartbeat, UserEventsSubscriber, WsGateway],
  exports: [UserSockets],
})
export class SocketModule {}
