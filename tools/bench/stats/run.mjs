#!/usr/bin/env node
// GET /api/stats through the gateway (issue 21): the stack as `npm start` ships it (MODE=single,
// LOG_LEVEL=info), one signed-in user with 5 years of 10 sessions a day among 1,000 users (the
// 999 others each with NEIGHBOUR_DAYS days of 10 sessions, owners of diary rows only), loaded with
// generate_series straight into the diary's database. Then a year's stats (365 days, a different
// year each request) asked in a loop, one request at a time and then `--concurrency` at a time;
// prints p50/p95/p99 and the load average, and writes docs/benchmarks.md's section.
// Needs the built apps (`npx nx run-many -t build`).
// Usage: node tools/bench/stats/run.mjs [--seconds 10] [--concurrency 4] [--neighbour-days 30]
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { log, startStack, writeBenchSection } from '../harness.mjs';

const arg = (name, fallback) =>
  Number(process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback) || fallback;
const seconds = arg('--seconds', 10);
const concurrency = arg('--concurrency', 4);
const neighbourDays = arg('--neighbour-days', 30);
const USERS = 1000;
const YEARS = 5;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

const dayKey = (d) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Loads the user's 5 years and the neighbours' days: 10 sessions a day of 45 minutes, a third of them with two tags. */
async function seed(db, userId, lastDay) {
  const first = dayKey(new Date(Date.parse(lastDay) - (YEARS * 365 - 1) * DAY_MS));
  const rows = `d + make_interval(hours => 8 + s), d + make_interval(hours => 8 + s, mins => 45), false, d::date,
    CASE s % 3 WHEN 0 THEN '{meetings}'::text[] WHEN 1 THEN '{code,review}' ELSE '{}' END`;
  await db.query(
    `INSERT INTO work_records (user_id, start_time, end_time, is_active, date, tags)
     SELECT $1::uuid, ${rows}
     FROM generate_series($2::date::timestamptz, $3::date::timestamptz, '1 day') d, generate_series(0, 9) s`,
    [userId, first, lastDay],
  );
  await db.query(
    `INSERT INTO work_records (user_id, start_time, end_time, is_active, date, tags)
     SELECT u.id, ${rows}
     FROM (SELECT gen_random_uuid() AS id FROM generate_series(2, $1::int)) u,
          generate_series($3::date::timestamptz - make_interval(days => $2::int - 1), $3::date::timestamptz, '1 day') d,
          generate_series(0, 9) s`,
    [USERS, neighbourDays, lastDay],
  );
  await db.query('VACUUM ANALYZE work_records');
  const { rows: counted } = await db.query(
    'SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS users FROM work_records',
  );
  return { first, ...counted[0] };
}

const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** `workers` loops asking a year's stats for `secs` seconds; latencies in ms, sorted. */
async function loop(base, headers, first, lastDay, workers, secs) {
  const span = Math.floor((Date.parse(lastDay) - Date.parse(first)) / DAY_MS) - 364;
  const times = [];
  let failures = 0;
  const until = Date.now() + secs * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        const from = new Date(Date.parse(first) + Math.floor(Math.random() * span) * DAY_MS);
        const to = new Date(from.getTime() + 364 * DAY_MS);
        const started = process.hrtime.bigint();
        const res = await fetch(`${base}/api/stats?from=${dayKey(from)}&to=${dayKey(to)}`, { headers });
        const body = /** @type {any} */ (await res.json());
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.status !== 200 || body.days.length !== 365 || body.sessions !== 3650) failures++;
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failures };
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
    const db = new pg.Client({ connectionString: stack.databaseUrl('diary') });
    await db.connect();
    const lastDay = dayKey(new Date(Date.now() - DAY_MS));
    let t = Date.now();
    const seeded = await seed(db, user.id, lastDay);
    await db.end();
    log(
      `seeded ${seeded.n.toLocaleString('en-US')} records of ${seeded.users} users in ${Date.now() - t} ms`,
    );

    const headers = { cookie, origin };
    await loop(base, headers, seeded.first, lastDay, 1, 2); // warm-up
    const results = [];
    for (const workers of [1, concurrency]) {
      const loadBefore = load();
      const r = await loop(base, headers, seeded.first, lastDay, workers, seconds);
      const row = {
        workers,
        n: r.times.length,
        failures: r.failures,
        p50: at(r.times, 0.5),
        p95: at(r.times, 0.95),
        p99: at(r.times, 0.99),
        load: `${loadBefore} → ${load()}`,
      };
      results.push(row);
      log(
        `${workers} at a time: ${row.n} requests (${row.failures} wrong), p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms; load average ${row.load}`,
      );
    }
    const table = [
      '| requests at a time | requests | wrong | p50 | p95 | p99 | load average (1/5/15 min, before → after) |',
      '|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.workers} | ${r.n} | ${r.failures} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.load} |`,
      ),
    ].join('\n');
    const section = `## Time statistics through the gateway (tools/bench/stats/run.mjs)\n\nCommand: \`node tools/bench/stats/run.mjs --seconds ${seconds} --concurrency ${concurrency} --neighbour-days ${neighbourDays}\` (after \`npx nx run-many -t build\`). The stack as \`npm start\` ships it (MODE=${process.env.MODE ?? 'single'}, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}); one registered user with ${YEARS} years of 10 sessions a day (a third tagged \`meetings\`, a third \`code\`+\`review\`) among ${USERS.toLocaleString('en-US')} users (the ${USERS - 1} others own ${neighbourDays} days of 10 sessions each in the diary's table), ${seeded.n.toLocaleString('en-US')} records loaded with \`generate_series\`. Each request: \`GET /api/stats\` for 365 days starting on a random day of the 5 years, with the session cookie, through the gateway (session check, proxy, diary service, one SQL statement); each answer checked (365 days, 3,650 sessions). ${seconds} s of requests one at a time, then ${seconds} s with ${concurrency} at a time, after a 2 s warm-up. Target: p95 under 50 ms. Measured ${new Date().toISOString().slice(0, 16)}Z on this 2-core machine; the load average is printed beside each figure.\n\n${table}\n`;
    writeBenchSection('## Time statistics through the gateway (tools/bench/stats/run.mjs)', section);
  } finally {
    await stack.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
