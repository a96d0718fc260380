#!/usr/bin/env node
// Exits 0 when the Postgres at CHECK_DATABASE_URL connects and answers a query, 1 otherwise. Run
// as a short-lived child by infra.mjs, so that pg is never loaded into `npm start`'s launcher,
// which lives as long as the stack.
import pg from 'pg';

const client = new pg.Client({
  connectionString: process.env.CHECK_DATABASE_URL,
  connectionTimeoutMillis: 2000,
});
try {
  await client.connect();
  await client.query('SELECT 1');
  process.exitCode = 0;
} catch {
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
