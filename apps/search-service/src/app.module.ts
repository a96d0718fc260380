import { DynamicModule, Module } from '@nestjs/common';
import { ConfigOverrides, CoreModule, databaseModule } from '@diary/server-core';
import { SessionAuthModule } from '@diary/server-auth';
import { configSchema } from './config';
import { SEARCH_MIGRATIONS } from './migrations';
import { IndexingModule } from './indexing/indexing.module';
import { SearchModule } from './search/search.module';
import { ReindexModule } from './reindex/reindex.module';
import { UserDataModule } from './user-data/user-data.module';

@Module({})
export class AppModule {
  /** Built at call time, with the settings a caller (a test) gives over the environment's. */
  static register(config: ConfigOverrides<typeof configSchema> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService('search-service', configSchema, config),
        databaseModule({ service: 'search', entities: [], migrations: SEARCH_MIGRATIONS }),
        SessionAuthModule,
        IndexingModule,
        SearchModule,
        ReindexModule,
        UserDataModule,
      ],
    };
  }
}
