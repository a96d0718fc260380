#!/usr/bin/env node
// API benchmark (issue 11): autocannon through the gateway (cookie session, proxy, guard, Nest,
// TypeORM) against reading a day and saving a note, side by side with a bare Node http handler
// running the same SQL on the same database, at 50 and 200 connections; plus p99 at 10 connections.
// Needs the built apps (`npx nx run-many -t build`). Writes docs/benchmarks.md's "API" section.
// Each figure: a warm-up run, then ROUNDS runs alternating gateway and bare (this shared 2-core VM
// drifts by ±15% from minute to minute); before each run the background work of the one before
// (outbox relay, search indexing) is let to finish. Medians are reported.
// The stack runs as `npm start` ships it: MODE=single, LOG_LEVEL=info (set either to compare).
// Usage: node tools/bench/api/run.mjs [--seconds 10] [--rounds 3] [--tag name (in its databases' names)]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { Queue } from 'bullmq';
import { freePort } from '../../dev/infra.mjs';
import { log, root, sleep, startStack, writeBenchSection } from '../harness.mjs';
import { BENCH_DATE, seedDay } from './seed-day.mjs';

const arg = (name, fallback) =>
  Number(process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback) || fallback;
const seconds = arg('--seconds', 10);
const rounds = arg('--rounds', 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function cannon(opts, duration = seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ duration, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );
}

function redisConnection() {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return { host: url.hostname, port: Number(url.port || 6379), password: url.password || undefined };
}

/** Waits until the outbox is empty and the search index queue has nothing waiting or running. */
async function settle(db, queue) {
  for (let i = 0; i < 600; i++) {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM outbox_events');
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (rows[0].n === 0 && Object.values(counts).every((n) => n === 0)) break;
    await sleep(250);
  }
  await sleep(1000);
}

/** Median of `rounds` runs (warm-up first), by requests per second; latency figures from the median run. */
async function measure(opts, before) {
  await before();
  await cannon(opts, 3);
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    await before();
    runs.push(await cannon(opts));
  }
  const mid = median(runs.map((r) => r.requests.average));
  return { ...runs.find((r) => r.requests.average === mid), all: runs.map((r) => r.requests.average) };
}

/** The section's record of earlier runs (written by hand, one row per change), kept as it is. */
function earlierRuns() {
  const file = join(root, 'docs/benchmarks.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = text.indexOf('Earlier runs of this command');
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start);
  return `\n${text.slice(start, end < 0 ? undefined : end).trimEnd()}\n`;
}

async function main() {
  const id = randomBytes(3).toString('hex');
  const tag = process.argv.includes('--tag') ? `${process.argv[process.argv.indexOf('--tag') + 1]}_` : '';
  const prefix = `bench_${tag}${id}`;
  // The configuration `npm start` ships (issue 24): its MODE and LOG_LEVEL (info, a line per
  // request, written asynchronously and formatted by the launcher), unless set to compare.
  const stack = await startStack(prefix);
  const { base } = stack;
  let bare;
  try {
    const { userId, headers, recordId } = await seedDay(base);
    const date = BENCH_DATE;
    const dbUrl = stack.databaseUrl('diary');
    const barePort = await freePort();
    bare = spawn(
      process.execPath,
      [join(root, 'tools/bench/api/bare-server.mjs'), String(barePort), dbUrl, userId],
      { stdio: 'inherit' },
    );
    await sleep(500);
    const bareBase = `http://127.0.0.1:${barePort}`;

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const queue = new Queue('search-index', { connection: redisConnection(), prefix: `${prefix}:bull` });
    const before = () => settle(db, queue);
    const noteBody = JSON.stringify({
      workRecordId: recordId,
      content: 'Benchmark note: saved through the API.',
    });
    const cases = [
      { name: 'read a day', path: `/api/work-records/${date}`, method: 'GET' },
      { name: 'save a note', path: '/api/work-notes', method: 'POST', body: noteBody },
    ];
    const rows = [];
    for (const c of cases) {
      for (const connections of [50, 200]) {
        // Warm both up, then alternate: gateway, bare, gateway, bare…
        await cannon({ url: base + c.path, method: c.method, body: c.body, headers, connections }, 3);
        await cannon(
          {
            url: bareBase + c.path,
            method: c.method,
            body: c.body,
            headers: { 'content-type': 'application/json' },
            connections,
          },
          3,
        );
        const viaRuns = [];
        const directRuns = [];
        for (let i = 0; i < rounds; i++) {
          await before();
          viaRuns.push(
            await cannon({ url: base + c.path, method: c.method, body: c.body, headers, connections }),
          );
          await before();
          directRuns.push(
            await cannon({
              url: bareBase + c.path,
              method: c.method,
              body: c.body,
              headers: { 'content-type': 'application/json' },
              connections,
            }),
          );
        }
        const pick = (runs) => {
          const mid = median(runs.map((r) => r.requests.average));
          return {
            ...runs.find((r) => r.requests.average === mid),
            all: runs.map((r) => r.requests.average),
          };
        };
        const via = pick(viaRuns);
        const direct = pick(directRuns);
        const ratio = via.requests.average / direct.requests.average;
        rows.push({ c: c.name, connections, via, direct, ratio });
        log(
          `${c.name} @${connections}: gateway ${via.requests.average.toFixed(0)} req/s [${via.all.map((x) => x.toFixed(0)).join(', ')}] (p99 ${via.latency.p99} ms, errors ${via.errors + via.non2xx}) vs bare ${direct.requests.average.toFixed(0)} req/s [${direct.all.map((x) => x.toFixed(0)).join(', ')}] → ${(ratio * 100).toFixed(0)}%`,
        );
      }
      const p = await measure(
        { url: base + c.path, method: c.method, body: c.body, headers, connections: 10 },
        before,
      );
      rows.push({ c: c.name, connections: 10, via: p, direct: null, ratio: null });
      log(
        `${c.name} @10: gateway p50 ${p.latency.p50} ms, p99 ${p.latency.p99} ms (median of ${rounds} runs by req/s)`,
      );
    }
    await queue.close();
    await db.end();
    const table = [
      '| case | connections | gateway req/s | gateway p50 / p99 ms | bare req/s | bare p99 ms | gateway / bare |',
      '|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.c} | ${r.connections} | ${r.via.requests.average.toFixed(0)} [${r.via.all.map((x) => x.toFixed(0)).join(', ')}] | ${r.via.latency.p50} / ${r.via.latency.p99} | ${r.direct ? `${r.direct.requests.average.toFixed(0)} [${r.direct.all.map((x) => x.toFixed(0)).join(', ')}]` : '—'} | ${r.direct ? r.direct.latency.p99 : '—'} | ${r.ratio ? (r.ratio * 100).toFixed(0) + '%' : '—'} |`,
      ),
    ].join('\n');
    const section = `## API (tools/bench/api)\n\nCommand: \`node tools/bench/api/run.mjs --seconds ${seconds} --rounds ${rounds}\` (after \`npx nx run-many -t build\`), on this machine (2 cores; autocannon, the stack, Postgres and Redis share them). Gateway path = cookie session → gateway edge → diary service (JWT, live-session check: in the process's memory once seen, Redis on a miss; Nest, TypeORM's connection, outbox row for notes, then the relay and the search indexing in the background). Bare = a plain Node http handler running the same SQL statements on the same database, no auth; the stack keeps running beside it and relays and indexes the bare handler's outbox rows too. Each figure: a 3 s warm-up of both, then ${rounds} runs of ${seconds} s alternating gateway and bare, each started once the previous run's background work (outbox, index queue) has finished; the median run by requests per second is shown, all runs in brackets. Configuration: as \`npm start\` ships it (MODE=${process.env.MODE ?? 'single'}, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}: a log line per request, written asynchronously, formatted by the launcher). Measured ${new Date().toISOString().slice(0, 16)}Z on this 2-core machine, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(
        ' / ',
      )} (1/5/15 min) at the end of the run; this VM drifts ±15% between runs. Targets: gateway ≥ 50% of bare at 50 and 200 connections; p99 < 50 ms at 10 connections.\n\n${table}\n`;
    writeBenchSection('## API (tools/bench/api)', section + earlierRuns());
  } finally {
    bare?.kill();
    await stack.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
