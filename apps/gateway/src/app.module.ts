import { DynamicModule, Module } from '@nestjs/common';
import { ConfigOverrides, CoreModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { GatewayHealthController } from './health/health.controller';
import { SocketModule } from './socket/socket.module';
import { OpenApiController } from './openapi/openapi.controller';

@Module({})
export class AppModule {
  static register(config: ConfigOverrides<typeof configSchema> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forService('gateway', configSchema, config), SessionAuthModule, SocketModule],
      // Every other /api route is proxied by the edge (proxy/api-edge.ts), ahead of Nest.
      controllers: [GatewayHealthController, OpenApiController],
    };
  }
}
