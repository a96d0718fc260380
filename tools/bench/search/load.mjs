// Loads the search benchmark's index: N notes for U users, streamed into a dedicated database with
// COPY (pg-copy-streams), then builds the indexes once. The schema is the search service's own
// migrations (from the built output), so the benchmark measures the real table and indexes.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { NOTE_COLUMNS, noteRows } from './note-rows.mjs';

const require = createRequire(import.meta.url);

export async function ensureBenchIndex({ root, databaseUrl, dbName, notes, users, reload, reuse, log }) {
  // --reuse: the query phase only, on the notes a previous run loaded (no migrations, no
  // counting); an index that run did not finish is built first.
  if (reuse) {
    log(`reusing the bench index in ${dbName}`);
    return buildMissingIndexes(withDb(databaseUrl, dbName), log);
  }
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
      return buildMissingIndexes(withDb(databaseUrl, dbName), log);
    }
    await load(db, { url: withDb(databaseUrl, dbName), notes, users, log });
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

async function load(db, { url, notes, users, log }) {
  const t0 = Date.now();
  const seconds = (t) => ((Date.now() - t) / 1000).toFixed(1);
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '1GB'`);
  await niceBackend(db, log);
  // Build the indexes (and the primary key) once after the load, with the migrations' own
  // definitions (kept in bench_indexes until they are built): much faster than maintaining them
  // row by row.
  await db.query(`CREATE TABLE IF NOT EXISTS bench_indexes (indexname text PRIMARY KEY, indexdef text NOT NULL);
    CREATE TABLE IF NOT EXISTS bench_load (loaded_at timestamptz NOT NULL DEFAULT now(), seconds numeric NOT NULL, steps text NOT NULL, load_average text NOT NULL)`);
  // Unless a load was interrupted before its indexes were built, the migrations' indexes are all here.
  await db.query(`DELETE FROM bench_indexes WHERE NOT EXISTS (
    SELECT 1 FROM bench_indexes b WHERE b.indexname NOT IN (SELECT indexname FROM pg_indexes WHERE tablename = 'documents'))`);
  await db.query(`INSERT INTO bench_indexes
    SELECT indexname, CASE WHEN indexname = 'documents_pkey'
                           THEN 'ALTER TABLE documents ADD CONSTRAINT documents_pkey ' ||
                                (SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'documents_pkey')
                           -- A partitioned table's index reads "ON ONLY documents" (the parent's
                           -- alone, left invalid): built again, it must cover every partition.
                           ELSE replace(indexdef, ' ON ONLY ', ' ON ') END
    FROM pg_indexes WHERE tablename = 'documents' ON CONFLICT DO NOTHING`);
  const { rows: indexes } = await db.query(
    `SELECT indexname FROM pg_indexes WHERE tablename = 'documents' AND indexname <> 'documents_pkey'`,
  );
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  await db.query(`ALTER TABLE documents DROP CONSTRAINT IF EXISTS documents_pkey`);

  // TRUNCATE and COPY FREEZE in one transaction: the rows are written frozen and all-visible, so
  // neither hint bits nor VACUUM rewrite the table later. Postgres cannot FREEZE into a partitioned
  // table (documents is one, by user): there the VACUUM after the index builds sets the bits.
  const { rows: kind } = await db.query(`SELECT relkind FROM pg_class WHERE oid = 'documents'::regclass`);
  const freeze = kind[0].relkind === 'p' ? '' : ', FREEZE';
  await db.query('BEGIN');
  await db.query(`TRUNCATE documents, deleted_records`);
  const copy = db.query(copyFrom(`COPY documents (${NOTE_COLUMNS}) FROM STDIN WITH (FORMAT text${freeze})`));
  const progress = { rows: 0 };
  const ticker = setInterval(
    () =>
      log(
        `copied ${progress.rows.toLocaleString('en-US')} of ${notes.toLocaleString('en-US')} notes (${seconds(t0)} s)`,
      ),
    30000,
  );
  try {
    await pipeline(noteRows({ notes, users, progress }), copy);
  } finally {
    clearInterval(ticker);
  }
  await db.query('COMMIT');
  const copied = seconds(t0);
  log(`COPY of ${notes.toLocaleString('en-US')} notes took ${copied} s`);

  // Kept beside the data, so that a --reuse run still reports how it was loaded.
  await db.query(`TRUNCATE bench_load`);
  await db.query(`INSERT INTO bench_load (seconds, steps, load_average) VALUES ($1, $2, $3)`, [
    copied,
    `COPY ${copied} s`,
    loadAverage(),
  ]);
  await buildMissingIndexes(url, log);
}

/**
 * Builds the bench_indexes the table does not have yet, two at a time (a GIN build uses one core),
 * each on its own connection, then VACUUM ANALYZE; adds the timings to bench_load.
 */
async function buildMissingIndexes(url, log) {
  const seconds = (t) => ((Date.now() - t) / 1000).toFixed(1);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: known } = await db.query(`SELECT to_regclass('bench_indexes') IS NOT NULL AS known`);
    if (!known[0].known) return; // loaded before the loader kept its index definitions
    const { rows: builds } = await db.query(
      `SELECT indexname, indexdef FROM bench_indexes
       WHERE indexname NOT IN (SELECT indexname FROM pg_indexes WHERE tablename = 'documents')
       ORDER BY indexname = 'documents_pkey' DESC, indexname`,
    );
    if (builds.length === 0) return;
    /** @type {string[]} */
    const timings = [];
    const lane = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`SET maintenance_work_mem = '1GB'`);
      await niceBackend(c, log);
      for (let next = builds.shift(); next; next = builds.shift()) {
        const t = Date.now();
        await c.query(next.indexdef);
        timings.push(`${next.indexname} ${seconds(t)} s`);
        log(`built ${next.indexname} (${seconds(t)} s)`);
      }
      await c.end();
    };
    const t0 = Date.now();
    await Promise.all([lane(), lane()]);
    const tVacuum = Date.now();
    await niceBackend(db, log);
    await db.query(`VACUUM ANALYZE documents`);
    timings.push(`VACUUM ANALYZE ${seconds(tVacuum)} s`);
    const steps = timings.join(', ');
    log(`bench index ready: ${steps}`);
    // seconds: the COPY, then the index builds (two at a time) and the VACUUM, as the clock went.
    await db.query(
      `UPDATE bench_load SET seconds = seconds + $1, steps = steps || ', ' || $2, load_average = $3`,
      [seconds(t0), steps, loadAverage()],
    );
  } finally {
    await db.end();
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Runs this connection's Postgres backend at nice 10 (the load shares the machine); best effort. */
async function niceBackend(client, log) {
  const { rows } = await client.query(`SELECT pg_backend_pid() AS pid`);
  await new Promise((resolve) =>
    execFile('renice', ['-n', '10', '-p', String(rows[0].pid)], (err) => {
      if (err) log(`could not renice backend ${rows[0].pid}: ${err.message}`);
      resolve();
    }),
  );
}
