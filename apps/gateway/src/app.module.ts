import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { GatewayHealthController } from './health/health.controller';
import { ApiProxyController } from './proxy/api-proxy.controller';
import { SocketModule } from './socket/socket.module';

@Module({})
export class AppModule {
  static register(): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forService('gateway', configSchema), SessionAuthModule, SocketModule],
      // Health first: its route must match before the proxy's catch-all.
      controllers: [GatewayHealthController, ApiProxyController],
    };
  }
}
