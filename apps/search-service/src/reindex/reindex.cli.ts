// Rebuilds the search index from the diary, for recovery:
//   node dist/apps/search-service/apps/search-service/src/reindex/reindex.cli.js [--user <id>]
// (or `npx nx run search-service:reindex -- --user <id>`), with the service's environment.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CoreModule, databaseModule } from '@diary/server-core';
import { configSchema } from '../config';
import { SEARCH_MIGRATIONS } from '../migrations';
import { IndexWriterModule } from '../indexing/indexing.module';
import { ReindexService } from './reindex.service';

function userArg(argv: string[]): string | undefined {
  const at = argv.indexOf('--user');
  if (at === -1) return undefined;
  const id = argv[at + 1];
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('--user needs a user id (a UUID).');
  return id;
}

async function main() {
  const userId = userArg(process.argv.slice(2));
  @Module({
    imports: [
      // An operator's rebuild, not a user request: no statement timeout unless one is asked for.
      CoreModule.forService('search-reindex', configSchema, {
        DB_STATEMENT_TIMEOUT_MS: Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 0),
      }),
      databaseModule({ service: 'search', entities: [], migrations: SEARCH_MIGRATIONS }),
      IndexWriterModule,
    ],
    providers: [ReindexService],
  })
  class ReindexCliModule {}
  const app = await NestFactory.createApplicationContext(ReindexCliModule, { logger: ['error', 'warn'] });
  try {
    const result = await app.get(ReindexService).reindex(userId);
    process.stdout.write(`${JSON.stringify({ user: userId ?? 'everyone', ...result })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`reindex: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
  process.exit(1);
});
