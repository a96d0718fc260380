// Each service owns one Postgres database, created when absent; migrations run at start, under a
// Postgres advisory lock: replicas that boot together (a rollout, `npm run cluster`) apply each
// migration once, one after the other, and the later ones find nothing left to do.
import { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, DataSourceOptions, MixedList, EntitySchema, MigrationExecutor } from 'typeorm';
import { BaseConfig, CONFIG } from './config';

export function databaseName(config: Pick<BaseConfig, 'DB_NAME_PREFIX'>, service: string): string {
  return `${config.DB_NAME_PREFIX}_${service.replace(/-/g, '_')}`;
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database if it does not exist yet (safe to race: a duplicate is ignored). */
export async function ensureDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

export interface DatabaseModuleOptions {
  service: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

export function databaseModule(opts: DatabaseModuleOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    inject: [CONFIG],
    useFactory: async (config: BaseConfig): Promise<DataSourceOptions> => {
      const name = databaseName(config, opts.service);
      await ensureDatabase(config.DATABASE_URL, name);
      return {
        type: 'postgres',
        url: databaseUrl(config.DATABASE_URL, name),
        entities: opts.entities,
        migrations: opts.migrations,
        // Run by migrateUnderLock below, not by TypeORM at initialize (which takes no lock).
        migrationsRun: false,
        migrationsTransactionMode: 'each',
        synchronize: false,
        // statement_timeout: no user request holds a connection and a core for long (a crafted
        // search took 4.6 s of database CPU); it is the session's default, set at connect.
        extra: { max: 10, connectionTimeoutMillis: 5000, statement_timeout: config.DB_STATEMENT_TIMEOUT_MS },
      };
    },
    dataSourceFactory: async (options) => {
      const dataSource = await new DataSource(options as DataSourceOptions).initialize();
      try {
        await migrateUnderLock(dataSource);
      } catch (err) {
        await dataSource.destroy().catch(() => undefined);
        throw err;
      }
      return dataSource;
    },
  });
}

/** Advisory locks are per database, so one key serves every service's own database. */
const MIGRATION_LOCK_KEY = 715_220_24;

/**
 * Applies pending migrations while holding a session-level advisory lock on one dedicated
 * connection; a second replica waits for the lock, then finds the migrations applied. The lock
 * goes with the connection, so a replica that dies mid-migration does not hold it.
 */
export async function migrateUnderLock(dataSource: DataSource): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // On this connection only, no statement timeout: building an index over a large table may take long.
    await runner.query('SET statement_timeout = 0');
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      const applied = await executor.executePendingMigrations();
      return applied.length;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await runner.query('RESET statement_timeout');
    }
  } finally {
    await runner.release();
  }
}
