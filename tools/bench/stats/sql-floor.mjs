// GET /api/stats' SQL alone (no HTTP): one user with 5 years of 10 sessions a day among
// NEIGHBOURS other users (1 year each), loaded with generate_series into a scratch database that
// is dropped afterwards. Prints p50/p95 of the one-year statement (the service's own SQL, read
// from stats.repository.ts through esbuild). Usage:
//   node tools/bench/stats/sql-floor.mjs [neighbours=200] [runs=60]
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const source = readFileSync(
  new URL('../../../apps/diary-service/src/stats/stats.repository.ts', import.meta.url),
  'utf8',
);
// Only the SQL constants are needed: keep the file up to the repository class.
const sqlPart = source.slice(0, source.indexOf('export interface RangeRows')).replace(/^import .*$/gm, '');
const { code } = transformSync(sqlPart, { loader: 'ts', format: 'esm' });
const { RANGE_STATS_SQL } = await import(`data:text/javascript,${encodeURIComponent(code)}`);

const neighbours = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 60);
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_stats_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(base);
url.pathname = `/${dbName}`;
const db = new pg.Client({ connectionString: url.toString() });
try {
  await db.connect();
  await db.query(`CREATE TABLE work_records (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL, start_time timestamptz NOT NULL,
    end_time timestamptz, is_active boolean NOT NULL, date date NOT NULL, tags text[] NOT NULL DEFAULT '{}')`);
  const user = randomUUID();
  const load = (u, days) =>
    db.query(
      `INSERT INTO work_records (user_id, start_time, end_time, is_active, date, tags)
       SELECT $1, d + make_interval(hours => 8 + s), d + make_interval(hours => 8 + s, mins => 45), false, d::date,
              CASE s % 3 WHEN 0 THEN '{meetings}'::text[] WHEN 1 THEN '{code,review}' ELSE '{}' END
       FROM generate_series('2021-01-01'::timestamptz, '2021-01-01'::timestamptz + make_interval(days => $2 - 1), '1 day') d,
            generate_series(0, 9) s`,
      [u, days],
    );
  let t = Date.now();
  await load(user, 5 * 365);
  for (let i = 0; i < neighbours; i++) await load(randomUUID(), 365);
  await db.query(
    `CREATE INDEX work_records_user_date_stats_idx ON work_records (user_id, date) INCLUDE (id, start_time, end_time, is_active, tags)`,
  );
  await db.query(`VACUUM ANALYZE work_records`);
  const {
    rows: [{ n }],
  } = await db.query(`SELECT count(*)::int AS n FROM work_records`);
  console.log(`loaded ${n} rows (${neighbours} neighbours) in ${Date.now() - t} ms`);
  if (process.env.EXPLAIN) {
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${RANGE_STATS_SQL}`, [
      user,
      '2024-01-01',
      '2024-12-31',
      new Date(),
    ]);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await db.query(RANGE_STATS_SQL, [user, '2024-01-01', '2024-12-31', new Date()]);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  console.log(`one year of stats, ${runs} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
} finally {
  await db.end().catch(() => undefined);
  await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  await admin.end();
}
