#!/usr/bin/env node
// Fairness benchmark (issue 31): one user's heavy work must not stall the others. The built product
// runs as `npm start` runs it (MODE=single: the gateway and every service in one Node process, so
// one event loop is shared). While user A (1) imports a 100,000-row Toggl Track CSV and then
// (2) exports a diary of 10,000 sessions (5 notes each) as JSON, and (round four, round-four.mjs)
// (3) B's own note must be searchable within 5 s while the import's index jobs are worked through,
// (4) three readers fetch the calendar feed of a diary of 100,000 sessions at once, (5) A adds 1,500
// past sessions and B's one summary must arrive within AUTO_SUMMARY_DELAY_MS + 10 s, user B asks
// GET /api/auth/me every 50 ms through the gateway. Printed for each: the heavy request's time and answer, B's latencies
// (p50, p99, max, count) and the process's resident memory before and at its peak (from /proc,
// every 20 ms). Targets: p99 under 250 ms, memory growth under 300 MB.
// Needs the built apps (`npx nx run-many -t build`).
// Usage: node tools/bench/fairness/run.mjs            full run; writes docs/benchmarks.md's section
//        node tools/bench/fairness/run.mjs --smoke    2,000 rows and 200 sessions; writes nothing
//        node tools/bench/fairness/run.mjs --reduced  300 past sessions and 20,000 rows (a shared machine)
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Blob } from 'node:buffer';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { log, register, rssMb, sleep, startStack, writeBenchSection } from '../harness.mjs';
import { noteSearchableMs, seedFeedDiary, summaryFlood, threeFeeds } from './round-four.mjs';

const SMOKE = process.argv.includes('--smoke');
const ROWS = SMOKE ? 2_000 : 100_000;
const SESSIONS = SMOKE ? 200 : 10_000;
// Round four: a calendar feed over a diary of 100,000 sessions, and 1,500 past sessions whose
// summaries are queued at once. --reduced (a shared machine): 300 sessions and a 20,000-row import.
const REDUCED = process.argv.includes('--reduced');
const FEED_SESSIONS = SMOKE ? 5_000 : 100_000;
const FLOOD = SMOKE ? 100 : REDUCED ? 300 : 1_500;
const ROWS_R4 = REDUCED ? 20_000 : ROWS;
const AUTO_SUMMARY_DELAY_MS = SMOKE ? 5_000 : 60_000;
const HEADING = '## Fairness: one heavy user, everyone else answered (issue 31)';

/** The launcher's child processes (in one-process mode: the one Node process of the product). */
function childPids(launcherPid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number))
    .filter(([pid, ppid]) => ppid === launcherPid && pid)
    .map(([pid]) => pid);
}

const totalRss = (pids) => pids.reduce((sum, pid) => sum + rssMb(pid), 0);

/** A Toggl Track detailed CSV of `rows` entries, 600 a day from 2000-01-01, one minute apart. */
function togglCsv(rows) {
  const lines = [
    'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)',
  ];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2000, 0, 1) + Math.floor(i / 600) * 86_400_000).toISOString().slice(0, 10);
    const m = i % 600;
    const start = `${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
    const end = `${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:30`;
    lines.push(
      `Me,me@example.com,,Diary,,Entry ${i}: reviewed the design,No,${day},${start},${day},${end},00:00:30,ops,`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Sessions with 5 notes each, straight into the diary database (as tools/bench/export does). */
async function seed(db, userId, count) {
  for (let i = 0; i < count; i += 1000) {
    const ids = [];
    const starts = [];
    const dates = [];
    for (let k = i; k < Math.min(i + 1000, count); k++) {
      const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(k / 5) * 86_400_000);
      ids.push(randomUUID());
      starts.push(new Date(day.getTime() + (8 + (k % 5) * 2) * 3_600_000));
      dates.push(day.toISOString().slice(0, 10));
    }
    await db.query(
      `INSERT INTO work_records (id, user_id, start_time, end_time, is_active, date, summary_subject, summary_description)
       SELECT id, $1, s, s + interval '90 minutes', false, d, 'Worked on the importer', '- wrote tests'
       FROM unnest($2::uuid[], $3::timestamptz[], $4::date[]) AS t(id, s, d)`,
      [userId, ids, starts, dates],
    );
    await db.query(
      `INSERT INTO work_notes (user_id, work_record_id, content, timestamp)
       SELECT $1, r.id, 'Note ' || n || ': reviewed the design and wrote a realistic sentence.', r.start_time + n * interval '10 minutes'
       FROM work_records r CROSS JOIN generate_series(1, 5) AS n WHERE r.id = ANY($2::uuid[])`,
      [userId, ids],
    );
  }
}

/** The machine's load average (1/5/15 min): the machine is shared, so every figure carries it. */
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `heavy` while B samples /api/auth/me every 50 ms and the process's RSS every 20 ms. */
async function whileSampling(base, sampler, pids, heavy) {
  const latencies = [];
  let running = true;
  const before = totalRss(pids);
  const loadBefore = load();
  let peak = before;
  const rssTimer = setInterval(() => (peak = Math.max(peak, totalRss(pids))), 20);
  const sampling = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/me`, { headers: { cookie: sampler.cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/api/auth/me answered ${res.status}`);
      latencies.push(performance.now() - started);
      await sleep(50);
    }
  })();
  const started = performance.now();
  try {
    const outcome = await heavy();
    return {
      outcome,
      ms: performance.now() - started,
      latencies,
      before,
      peak,
      load: `${loadBefore} → ${load()}`,
    };
  } finally {
    running = false;
    clearInterval(rssTimer);
    await sampling;
  }
}

function summary(what, run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const row = {
    what,
    heavyMs: Math.round(run.ms),
    outcome: run.outcome,
    samples: sorted.length,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
    rssBefore: Math.round(run.before),
    rssPeak: Math.round(run.peak),
    load: run.load,
  };
  log(
    `${what}: ${row.heavyMs} ms (${row.outcome}); /api/auth/me p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms over ${row.samples}; RSS ${row.rssBefore} → ${row.rssPeak} MB (+${row.rssPeak - row.rssBefore}); load average ${row.load}`,
  );
  return row;
}

async function main() {
  const id = randomBytes(3).toString('hex');
  // As `npm start` ships it: one process, default logging (a line per request).
  const stack = await startStack(`bench_fair_${id}`, {
    MODE: 'single',
    AUTO_SUMMARY_DELAY_MS: String(AUTO_SUMMARY_DELAY_MS),
  });
  const { base } = stack;
  const db = new pg.Client({ connectionString: stack.databaseUrl('diary') });
  const rows = [];
  try {
    await db.connect();
    const pids = childPids(stack.pid);
    const heavy = await register(base, `heavy_${id}`);
    const sampler = await register(base, `sampler_${id}`);
    await sleep(2000);

    const csv = togglCsv(ROWS_R4);
    log(`importing ${ROWS_R4} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB)`);
    const imported = await whileSampling(base, sampler, pids, async () => {
      const form = new globalThis.FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'toggl.csv');
      const res = await fetch(`${base}/api/import?tz=Europe/Berlin`, {
        method: 'POST',
        headers: { cookie: heavy.cookie, origin: base },
        body: form,
      });
      const body = await res.text();
      if (!res.ok) throw new Error(`import: ${res.status} ${body}`);
      return `${JSON.parse(body).records} sessions added`;
    });
    rows.push(summary(`import of ${ROWS_R4} CSV rows`, imported));

    // The import's index jobs are still being worked through: B's new note must not wait for them.
    const indexing = await whileSampling(base, sampler, pids, async () => {
      const ms = await noteSearchableMs(base, sampler);
      return `B's note searchable after ${(ms / 1000).toFixed(1)} s (target 5 s)`;
    });
    rows.push(summary(`indexing after the import of ${ROWS_R4} rows`, indexing));

    const feedOwner = await register(base, `feed_${id}`);
    log(`seeding a diary of ${FEED_SESSIONS} sessions for the calendar feed`);
    await seedFeedDiary(db, feedOwner.id, FEED_SESSIONS);
    await sleep(2000);
    const feeds = await whileSampling(base, sampler, pids, () => threeFeeds(base, feedOwner));
    rows.push(summary(`three calendar feeds at once, diary of ${FEED_SESSIONS} sessions`, feeds));

    const flooder = await register(base, `flood_${id}`);
    log(`adding ${FLOOD} past sessions (summaries after ${AUTO_SUMMARY_DELAY_MS} ms)`);
    const flood = await whileSampling(base, sampler, pids, async () => {
      const ms = await summaryFlood(base, flooder, sampler, FLOOD, AUTO_SUMMARY_DELAY_MS + 120_000);
      return `B's summary after ${(ms / 1000).toFixed(1)} s (target ${(AUTO_SUMMARY_DELAY_MS + 10_000) / 1000} s)`;
    });
    rows.push(summary(`${FLOOD} past sessions added by A, then one by B`, flood));

    const exporter = await register(base, `exporter_${id}`);
    await seed(db, exporter.id, SESSIONS);
    await sleep(2000);
    const exported = await whileSampling(base, sampler, pids, async () => {
      const res = await fetch(`${base}/api/export?format=json`, { headers: { cookie: exporter.cookie } });
      if (!res.ok) throw new Error(`export: ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      return `${(bytes / 1024 / 1024).toFixed(1)} MB of JSON`;
    });
    rows.push(summary(`JSON export of ${SESSIONS} sessions`, exported));
  } finally {
    await db.end().catch(() => undefined);
    await stack.stop();
  }
  if (SMOKE) return log('smoke run: docs/benchmarks.md left as it is');
  const lines = [
    HEADING,
    '',
    `Command: \`${process.env.PROXY_TIMEOUT_MS ? `PROXY_TIMEOUT_MS=${process.env.PROXY_TIMEOUT_MS} ` : ''}node tools/bench/fairness/run.mjs${REDUCED ? ' --reduced' : ''}\` (built apps, MODE=single, default logging as \`npm start\` ships it, taken ${new Date().toISOString().slice(0, 16)}Z).`,
    'User A does the heavy request; user B asks `GET /api/auth/me` every 50 ms through the gateway meanwhile.',
    "Targets: B's p99 under 250 ms, the process's resident memory growing by less than 300 MB; B's note searchable within 5 s of the import; B's summary within AUTO_SUMMARY_DELAY_MS + 10 s.",
    '',
    '| Heavy request | Took | B: p50 | B: p99 | B: max | Samples | RSS before → peak | Load average (before → after) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.what} (${r.outcome}) | ${r.heavyMs} ms | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.samples} | ${r.rssBefore} → ${r.rssPeak} MB (+${r.rssPeak - r.rssBefore}) | ${r.load} |`,
    ),
  ];
  writeBenchSection(HEADING, lines.join('\n'));
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
