// GET /api/timesheet's SQL alone (no HTTP): one user with 100,000 sessions over five years (about
// 55 a day), two notes each, among NEIGHBOURS other users, loaded with generate_series into a
// scratch database that is dropped afterwards. Times a year's timesheet with the service's own
// statement (read from timesheet.repository.ts) against the per-row first-note subquery it
// replaced. Usage: node tools/bench/timesheet/sql-floor.mjs [neighbours=20] [runs=5]
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const MINUTES = (now) =>
  `greatest(0, floor(extract(epoch FROM (coalesce(end_time, ${now}) - start_time)) / 60))::bigint`;
const source = readFileSync(
  new URL('../../../apps/diary-service/src/timesheet/timesheet.repository.ts', import.meta.url),
  'utf8',
);
const NEW_SQL = /TIMESHEET_SQL = `([\s\S]*?)`;/
  .exec(source)[1]
  .replace("${MINUTES('$4::timestamptz')}", MINUTES('$4::timestamptz'));
const OLD_SQL = `
  SELECT r.id AS "recordId", to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time AS start, r.end_time AS "end",
    ${MINUTES('$4::timestamptz')}::float8 AS minutes,
    r.project_id AS "projectId", p.name AS project, p.client, p.color,
    p.hourly_rate::float8 AS "hourlyRate", trim(p.currency) AS currency,
    r.summary_subject AS subject,
    (SELECT left(n.content, 2000) FROM work_notes n
      WHERE n.user_id = r.user_id AND n.work_record_id = r.id ORDER BY n.timestamp, n.id LIMIT 1) AS "firstNote"
  FROM work_records r
  LEFT JOIN projects p ON p.id = r.project_id AND p.user_id = r.user_id
  WHERE r.user_id = $1 AND r.date BETWEEN $2::date AND $3::date
    AND ($5::uuid IS NULL OR r.project_id = $5)
    AND ($6::text IS NULL OR p.client = $6)
  ORDER BY r.date, r.start_time, r.id`;

const neighbours = Number(process.argv[2] ?? 20);
const runs = Number(process.argv[3] ?? 5);
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_timesheet_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(base);
url.pathname = `/${dbName}`;
const db = new pg.Client({ connectionString: url.toString() });
try {
  await db.connect();
  await db.query(`CREATE TABLE projects (id uuid PRIMARY KEY, user_id uuid NOT NULL, name text NOT NULL, client text,
    hourly_rate numeric(12,2), currency char(3), color text NOT NULL)`);
  await db.query(`CREATE TABLE work_records (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL, start_time timestamptz NOT NULL,
    end_time timestamptz, is_active boolean NOT NULL, date date NOT NULL, tags text[] NOT NULL DEFAULT '{}',
    summary_subject text, project_id uuid, description text)`);
  await db.query(`CREATE TABLE work_notes (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL,
    work_record_id uuid NOT NULL, content text NOT NULL, timestamp timestamptz NOT NULL)`);
  const user = randomUUID();
  const project = randomUUID();
  await db.query(`INSERT INTO projects VALUES ($1, $2, 'Website', 'Lindqvist', 90, 'EUR', '#1e88e5')`, [
    project,
    user,
  ]);
  const load = (u, days, perDay) =>
    db.query(
      `INSERT INTO work_records (user_id, start_time, end_time, is_active, date, summary_subject, project_id, description)
       SELECT $1, d + make_interval(mins => 10 * s), d + make_interval(mins => 10 * s + 9), false, d::date,
              'Subject ' || s, CASE WHEN s % 2 = 0 THEN $4::uuid END, CASE WHEN s % 5 = 0 THEN 'Own words' END
       FROM generate_series('2021-01-01'::timestamptz, '2021-01-01'::timestamptz + make_interval(days => $2 - 1), '1 day') d,
            generate_series(0, $3 - 1) s`,
      [u, days, perDay, project],
    );
  let t = Date.now();
  await load(user, 5 * 365, 55); // 100,375 sessions
  for (let i = 0; i < neighbours; i++) await load(randomUUID(), 365, 10);
  await db.query(`INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
    SELECT user_id, id, '## Note ' || k || ' of the **session**', start_time + make_interval(mins => k)
    FROM work_records, generate_series(1, 2) k`);
  await db.query(`CREATE INDEX work_records_user_date_idx ON work_records (user_id, date, start_time)`);
  await db.query(`CREATE INDEX work_notes_record_time_idx ON work_notes (work_record_id, timestamp)`);
  await db.query(`CREATE INDEX work_notes_user_idx ON work_notes (user_id, id)`);
  await db.query(`VACUUM ANALYZE`);
  const {
    rows: [{ n, notes }],
  } = await db.query(
    `SELECT (SELECT count(*) FROM work_records WHERE user_id = $1)::int AS n, (SELECT count(*) FROM work_notes)::int AS notes`,
    [user],
  );
  console.log(`loaded ${n} sessions of the user, ${notes} notes in all, in ${Date.now() - t} ms`);
  const args = [user, '2023-01-01', '2023-12-31', new Date(), null, null];
  for (const [name, sql] of [
    ["the service's statement (timesheet.repository.ts)", NEW_SQL],
    ['per-row subquery (before)', OLD_SQL],
  ]) {
    const times = [];
    let rows = 0;
    for (let i = 0; i < runs; i++) {
      t = performance.now();
      rows = (await db.query(sql, args)).rows.length;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name}: ${rows} rows, median ${times[Math.floor(runs / 2)].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms`,
    );
  }
} finally {
  await db.end();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.end();
}
