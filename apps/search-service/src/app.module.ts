import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule, databaseModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';

@Module({})
export class AppModule {
  /** Built at call time so that tests can set the environment first. */
  static register(): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService('search-service', configSchema),
        databaseModule({ service: 'search', entities: [], migrations: [] }),
        SessionAuthModule,
      ],
    };
  }
}
