import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { GatewayHealthController } from './health/health.controller';

@Module({})
export class AppModule {
  static register(): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forService('gateway', configSchema), SessionAuthModule],
      controllers: [GatewayHealthController],
    };
  }
}
