#!/usr/bin/env node
// GET /api/timesheet for a year, the whole HTTP path (issue 45): the built stack as `npm start`
// ships it, one registered user with about 100,000 sessions over five years (55 a day, two notes
// each, a fifth with their own description, half on a billed project), among NEIGHBOURS other
// users, loaded as tools/bench/timesheet/sql-floor.mjs loads them but into the diary's own
// database. Prints EXPLAIN (ANALYZE, BUFFERS) of the service's statement (read from
// timesheet.repository.ts), times it alone against the DISTINCT ON statement it replaced, then
// times the year's timesheet through the gateway one request at a time: time to the first byte
// and to the last, the answer's size, the load average.
// Needs the built services (`npx nx run-many -t build`, or the services' own builds).
// Usage: node tools/bench/timesheet/http-path.mjs [--runs 7] [--neighbours 20]
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { log, startStack } from '../harness.mjs';
import { cpuSeconds } from '../cpu-time.mjs';

/** CPU seconds used so far by the launcher's children (MODE=single: the one Node process of the stack). */
function stackCpu(launcherPid) {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(launcherPid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean);
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);
}

const arg = (name, fallback) =>
  Number(process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback) || fallback;
const runs = arg('--runs', 7);
const neighbours = arg('--neighbours', 20);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

const MINUTES = (now) =>
  `greatest(0, floor(extract(epoch FROM (coalesce(end_time, ${now}) - start_time)) / 60))::bigint`;
const source = readFileSync(
  new URL('../../../apps/diary-service/src/timesheet/timesheet.repository.ts', import.meta.url),
  'utf8',
);
/** The statement before issue 45's second change: the first notes by one DISTINCT ON over all notes. */
const DISTINCT_ON_SQL = `
  WITH r AS MATERIALIZED (
    SELECT r.id, r.date, r.start_time, r.end_time, ${MINUTES('$4::timestamptz')}::float8 AS minutes,
      r.project_id, p.name AS project, p.client, p.color, p.hourly_rate::float8 AS hourly_rate,
      trim(p.currency) AS currency, nullif(trim(r.description), '') AS description, r.summary_subject
    FROM work_records r
    LEFT JOIN projects p ON p.id = r.project_id AND p.user_id = r.user_id
    WHERE r.user_id = $1 AND r.date BETWEEN $2::date AND $3::date
      AND ($5::uuid IS NULL OR r.project_id = $5)
      AND ($6::text IS NULL OR p.client = $6)
  ), first_notes AS (
    SELECT DISTINCT ON (n.work_record_id) n.work_record_id, left(n.content, 2000) AS content
    FROM work_notes n JOIN r ON r.id = n.work_record_id AND r.description IS NULL
    WHERE n.user_id = $1 AND n.sealed IS NULL
    ORDER BY n.work_record_id, n.timestamp, n.id
  )
  SELECT r.id AS "recordId", to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time AS start, r.end_time AS "end",
    r.minutes, r.project_id AS "projectId", r.project, r.client, r.color, r.hourly_rate AS "hourlyRate",
    r.currency, r.description, r.summary_subject AS subject, f.content AS "firstNote"
  FROM r LEFT JOIN first_notes f ON f.work_record_id = r.id
  ORDER BY r.date, r.start_time, r.id`;
const SQL = /TIMESHEET_SQL = `([\s\S]*?)`;/
  .exec(source)[1]
  .replace("${MINUTES('$4::timestamptz')}", MINUTES('$4::timestamptz'));

/** The user's five years and the neighbours' year, as sql-floor.mjs loads them. */
async function seed(db, user, project) {
  const loadDays = (u, days, perDay, projectId) =>
    db.query(
      `INSERT INTO work_records (user_id, start_time, end_time, is_active, date, summary_subject, project_id, description)
       SELECT $1, d + make_interval(mins => 10 * s), d + make_interval(mins => 10 * s + 9), false, d::date,
              'Subject ' || s, CASE WHEN s % 2 = 0 THEN $4::uuid END, CASE WHEN s % 5 = 0 THEN 'Own words' END
       FROM generate_series('2021-01-01'::timestamptz, '2021-01-01'::timestamptz + make_interval(days => $2 - 1), '1 day') d,
            generate_series(0, $3 - 1) s`,
      [u, days, perDay, projectId],
    );
  await loadDays(user, 5 * 365, 55, project);
  for (let i = 0; i < neighbours; i++) {
    const { rows } = await db.query('SELECT gen_random_uuid() AS id');
    await loadDays(rows[0].id, 365, 10, null);
  }
  await db.query(`INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
    SELECT user_id, id, '## Note ' || k || ' of the **session**', start_time + make_interval(mins => k)
    FROM work_records, generate_series(1, 2) k`);
  await db.query('VACUUM ANALYZE');
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM work_records WHERE user_id = $1)::int AS n, (SELECT count(*) FROM work_notes)::int AS notes`,
    [user],
  );
  return rows[0];
}

/** One timesheet request: ms to the answer's head and to its last byte, its size and rows. */
async function ask(base, headers, from, to) {
  const started = performance.now();
  const res = await fetch(`${base}/api/timesheet?from=${from}&to=${to}`, { headers });
  const head = performance.now() - started;
  const text = await res.text();
  const total = performance.now() - started;
  if (res.status !== 200) throw new Error(`timesheet answered ${res.status}: ${text.slice(0, 200)}`);
  return { head, total, bytes: text.length, rows: JSON.parse(text).rows.length };
}

async function main() {
  const id = randomBytes(3).toString('hex');
  const stack = await startStack(`bench_${id}`);
  const { base } = stack;
  try {
    const origin = new URL(base).origin;
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username: `bench${id}`,
        password: 'bench-password',
        email: `bench${id}@example.com`,
      }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    const cookie = reg.headers.get('set-cookie').split(';')[0];
    const user = /** @type {any} */ (await reg.json());
    const headers = { cookie, origin, 'content-type': 'application/json' };
    const made = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Website',
        client: 'Lindqvist',
        hourlyRate: 90,
        currency: 'EUR',
        color: '#1e88e5',
      }),
    });
    if (made.status !== 201) throw new Error(`project answered ${made.status}: ${await made.text()}`);
    const project = /** @type {any} */ (await made.json()).id;

    const db = new pg.Client({ connectionString: stack.databaseUrl('diary') });
    await db.connect();
    let t = Date.now();
    const seeded = await seed(db, user.id, project);
    log(`loaded ${seeded.n} sessions of the user, ${seeded.notes} notes in all, in ${Date.now() - t} ms`);

    const args = [user.id, '2023-01-01', '2023-12-31', new Date(), null, null];
    // As the repository runs it: JIT off for the statement (timesheet.repository.ts).
    const run = async (sql, jit) => {
      await db.query('BEGIN');
      try {
        if (!jit) await db.query(`SELECT set_config('jit', 'off', true)`);
        return await db.query(sql, args);
      } finally {
        await db.query('COMMIT');
      }
    };
    const plan = await run(`EXPLAIN (ANALYZE, BUFFERS) ${SQL}`, false);
    log(
      `EXPLAIN (ANALYZE, BUFFERS) of TIMESHEET_SQL, 2023:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
    // The statement alone, the service's against the one it replaced, in turn under the same load.
    const sqlTimes = { lateral: [], distinctOn: [] };
    for (let i = 0; i < 5; i++)
      for (const [name, sql, jit] of [
        ['lateral', SQL, false],
        ['distinctOn', DISTINCT_ON_SQL, true],
      ]) {
        const started = performance.now();
        await run(sql, jit);
        sqlTimes[name].push(performance.now() - started);
      }
    for (const [name, times] of Object.entries(sqlTimes)) {
      times.sort((a, b) => a - b);
      log(
        `statement alone, ${name}: median ${times[2].toFixed(0)} ms, worst ${times[4].toFixed(0)} ms (5 runs)`,
      );
    }
    await db.end();

    await ask(base, { cookie, origin }, '2022-01-01', '2022-12-31'); // warm-up
    const times = [];
    let last;
    const cpuBefore = stackCpu(stack.pid);
    for (let i = 0; i < runs; i++) {
      last = await ask(base, { cookie, origin }, '2023-01-01', '2023-12-31');
      times.push(last);
      log(`run ${i + 1}: first byte ${last.head.toFixed(0)} ms, whole answer ${last.total.toFixed(0)} ms`);
    }
    const cpuPerRequest = ((stackCpu(stack.pid) - cpuBefore) * 1000) / runs;
    log(
      `CPU of the stack's Node process per request: ${cpuPerRequest.toFixed(0)} ms (user + system, any load)`,
    );
    const totals = times.map((x) => x.total).sort((a, b) => a - b);
    const heads = times.map((x) => x.head).sort((a, b) => a - b);
    log(
      `GET /api/timesheet 2023: ${last.rows} rows, ${(last.bytes / 1024 / 1024).toFixed(1)} MB of JSON; ` +
        `whole answer median ${totals[Math.floor(runs / 2)].toFixed(0)} ms, worst ${totals.at(-1).toFixed(0)} ms; ` +
        `first byte median ${heads[Math.floor(runs / 2)].toFixed(0)} ms; load average ${load()}`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
