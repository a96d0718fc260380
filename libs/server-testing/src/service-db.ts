// A direct connection to one service's own database in a test stack, to look at or arrange rows;
// it ends when the stack closes (before its databases are dropped), so a suite need not end it.
import { Client } from 'pg';
import { databaseName, databaseUrl } from '@diary/server-core';
import type { TestStack } from './test-stack';

export async function connectServiceDb(stack: TestStack, service: string): Promise<Client> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = new Client({
    connectionString: databaseUrl(base, databaseName({ DB_NAME_PREFIX: stack.env.dbPrefix }, service)),
  });
  await db.connect();
  stack.onClose(() => db.end());
  return db;
}
