// Which databases make up the stack (one per service, named <DB_NAME_PREFIX>_<service>) and where
// the Postgres client tools are (pg_dump / pg_restore on PATH, or PG_BIN naming their folder).
import { join } from 'node:path';
import { REGISTRY } from '../services.mjs';

export const SERVICES = REGISTRY.filter((s) => s.database).map((s) => s.database);
export const FORMAT = 'work-diary-backup';

export function settings(env = process.env) {
  const base = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const prefix = env.DB_NAME_PREFIX || 'workdiary';
  if (!/^[a-z][a-z0-9_]*$/.test(prefix))
    throw new Error('DB_NAME_PREFIX must be lower-case letters, digits and _');
  return { base, prefix };
}

export function databaseUrl(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export const tool = (name, env = process.env) => (env.PG_BIN ? join(env.PG_BIN, name) : name);
