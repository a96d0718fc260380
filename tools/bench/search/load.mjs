// Loads the search benchmark's index: N notes for U users, straight into a dedicated database with
// SQL (generate_series), then builds the indexes once. The schema is the search service's own
// migrations (from the built output), so the benchmark measures the real table and indexes.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { VOCABULARY } from './vocabulary.mjs';

const require = createRequire(import.meta.url);

export async function ensureBenchIndex({ root, databaseUrl, dbName, notes, users, reload, log }) {
  const admin = new pg.Client({ connectionString: withDb(databaseUrl, 'postgres') });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();

  await runMigrations(root, withDb(databaseUrl, dbName));
  const db = new pg.Client({ connectionString: withDb(databaseUrl, dbName) });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS u FROM documents`,
    );
    if (!reload && rows[0].n === notes && rows[0].u === users) {
      log(`bench index already holds ${notes} notes of ${users} users`);
      return;
    }
    await load(db, { notes, users, log });
  } finally {
    await db.end();
  }
}

function withDb(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function runMigrations(root, url) {
  const { DataSource } = require(join(root, 'node_modules/typeorm'));
  const { SEARCH_MIGRATIONS } = require(
    join(root, 'dist/apps/search-service/apps/search-service/src/migrations/index.js'),
  );
  const ds = new DataSource({
    type: 'postgres',
    url,
    migrations: SEARCH_MIGRATIONS,
    migrationsTransactionMode: 'each',
  });
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
}

async function load(db, { notes, users, log }) {
  const t0 = Date.now();
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '1GB'`);
  await db.query(`TRUNCATE documents, deleted_records`);
  // Build the indexes once after the load (much faster than maintaining them row by row),
  // with the migration's own definitions.
  const { rows: indexes } = await db.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'documents' AND indexname <> 'documents_pkey'`,
  );
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);

  await db.query(
    `DROP TABLE IF EXISTS bench_vocabulary; CREATE UNLOGGED TABLE bench_vocabulary (words text[])`,
  );
  await db.query(`INSERT INTO bench_vocabulary VALUES ($1)`, [VOCABULARY]);
  const batch = 100000;
  for (let from = 1; from <= notes; from += batch) {
    const to = Math.min(notes, from + batch - 1);
    // Users are skewed (a few write a lot, most a little); words follow a head-heavy distribution;
    // notes are 6 to 60 words, spread over two years.
    await db.query(
      `INSERT INTO documents (id, user_id, type, record_id, date, subject, content, "timestamp", version)
       SELECT 'note:' || md5('note' || i)::uuid, md5('user' || u)::uuid, 'note',
              md5('record' || u || to_char(ts, 'YYYY-MM-DD'))::uuid, to_char(ts, 'YYYY-MM-DD'), NULL, body, ts,
              (extract(epoch FROM ts) * 1000)::bigint
       FROM generate_series($1::int, $2::int) AS i
       CROSS JOIN LATERAL (SELECT floor($3::int * power(random(), 1.6))::int AS u,
                                  timestamptz '2024-11-01' + make_interval(secs => i * (63000000.0 / $4::int)) AS ts) k
       CROSS JOIN LATERAL (
         SELECT string_agg(
                  CASE WHEN random() < 0.03 THEN 'TICKET-' || (random() * 9000 + 1000)::int
                       ELSE v.words[1 + floor(array_length(v.words, 1) * power(random(), 2.2))::int] END, ' ') AS body
         FROM bench_vocabulary v, generate_series(1, 6 + ((i::bigint * 7919 + u) % 55)::int) AS w
         WHERE i > 0
       ) c`,
      [from, to, users, notes],
    );
    log(`loaded ${to} of ${notes} notes (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  await db.query(`DROP TABLE bench_vocabulary`);
  for (const { indexname, indexdef } of indexes) {
    const t = Date.now();
    await db.query(indexdef);
    log(`built ${indexname} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
  await db.query(`VACUUM ANALYZE documents`);
  log(`bench index ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
