// Live updates over /ws: the socket gateway, the per-user socket sets and the Redis subscription.
import { Module } from '@nestjs/common';
import { UserSockets } from './user-sockets';
import { UserEventsSubscriber } from './user-events.subscriber';
import { WsGateway } from './ws.gateway';

@Module({
  providers: [UserSockets, UserEventsSubscriber, WsGateway],
  exports: [UserSockets],
})
export class SocketModule {}
