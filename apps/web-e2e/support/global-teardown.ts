import { Client } from 'pg';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, stopStack } from './stack';

export default async function globalTeardown() {
  const stateFile = join(root, 'tmp', 'e2e-stack.json');
  const prefix = existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { dbPrefix: string }).dbPrefix
    : null;
  await stopStack();
  if (!prefix || process.env.DATABASE_URL) return;
  const pg = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await pg.connect();
    const { rows } = await pg.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}\\_%`],
    );
    for (const { datname } of rows) await pg.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } catch {
    /* best effort */
  } finally {
    await pg.end().catch(() => undefined);
  }
}
