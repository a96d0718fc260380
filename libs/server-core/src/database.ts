// Each service owns one Postgres database, created when absent; migrations run at start.
import { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
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

/** Drops a database, for tests that clean up after themselves. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
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
        migrationsRun: true,
        migrationsTransactionMode: 'each',
        synchronize: false,
        extra: { max: 10, connectionTimeoutMillis: 5000 },
      };
    },
  });
}
