#!/usr/bin/env node
// Two builds of the product compared on one request, in the same minutes: both stacks run at once
// (as `npm start` ships them, MODE=single, LOG_LEVEL=info, each with its own databases and Redis
// prefix) and autocannon reads a day from one, then the other, in rounds whose order alternates.
// Each round gives the new build's requests/s and CPU time per request (the one process's user+system
// time from /proc over the run) as a ratio to the old build's; the result is the median ratio and a
// 95% interval of the mean log-ratio (Student t over the rounds). CPU per request is the steadier of
// the two on a machine others load: it does not count the time the process waited for a core.
// Usage: node tools/bench/api/side-by-side.mjs --old /path/to/other/checkout [--new .] [--rounds 8]
//   [--seconds 6] [--connections 50] [--tag name]   (each checkout built: `npx nx run-many -t build`)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuSeconds } from '../cpu-time.mjs';
import { log, root, sleep, startStack } from '../harness.mjs';
import { BENCH_DATE, seedDay } from './seed-day.mjs';

const option = (name, fallback) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback;
const oldRoot = option('--old', undefined);
if (!oldRoot) {
  process.stderr.write('Usage: node tools/bench/api/side-by-side.mjs --old DIR [--new DIR] [--rounds N]\n');
  process.exit(2);
}
const newRoot = resolve(option('--new', root));
const rounds = Number(option('--rounds', 8));
const seconds = Number(option('--seconds', 6));
const connections = Number(option('--connections', 50));
const tag = option('--tag', 'sbs');

// Two-sided 97.5% quantiles of Student's t, by degrees of freedom (beyond 30: 2.0).
const T975 = [0, 12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Median ratio and a 95% interval of the mean log-ratio, each as a percentage change. */
function difference(ratios) {
  const logs = ratios.map(Math.log);
  const n = logs.length;
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const half = (T975[n - 1] ?? 2.0) * (sd / Math.sqrt(n));
  const pct = (x) => (Math.exp(x) - 1) * 100;
  return { median: (median(ratios) - 1) * 100, low: pct(mean - half), high: pct(mean + half) };
}
const fmt = (d) =>
  `${d.median >= 0 ? '+' : ''}${d.median.toFixed(1)}% (95% interval ${d.low.toFixed(1)}%..${d.high.toFixed(1)}%)`;

/** The one process MODE=single runs (the launcher's child). */
function stackProcess(launcherPid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n');
  for (const row of rows) {
    const [pid, ppid, ...args] = row.trim().split(/\s+/);
    if (Number(ppid) === launcherPid && args.join(' ').includes('single.mjs')) return Number(pid);
  }
  throw new Error(`no single.mjs process under ${launcherPid}`);
}

async function run(side, duration = seconds) {
  const before = cpuSeconds(side.pid);
  const r = await new Promise((done, fail) =>
    autocannon({ url: side.url, headers: side.headers, connections, duration }, (err, res) =>
      err ? fail(err) : done(res),
    ),
  );
  if (r.errors + r.non2xx > 0) throw new Error(`${side.name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { rps: r.requests.average, cpuMs: ((cpuSeconds(side.pid) - before) * 1000) / r.requests.total };
}

async function main() {
  const id = randomBytes(3).toString('hex');
  const sides = [];
  try {
    for (const [name, dir] of [
      ['old', resolve(oldRoot)],
      ['new', newRoot],
    ]) {
      const stack = await startStack(`bench_${tag}_${id}_${name}`, {}, { root: dir });
      sides.push({ name, dir, stack });
      const { headers } = await seedDay(stack.base);
      Object.assign(sides.at(-1), {
        headers,
        url: `${stack.base}/api/work-records/${BENCH_DATE}`,
        pid: stackProcess(stack.pid),
      });
    }
    const [oldSide, newSide] = sides;
    // Warm-up: each build is JIT-compiled and its pools filled before the rounds count.
    for (const side of sides) for (let i = 0; i < 2; i++) await run(side, 5);
    const rps = [];
    const cpu = [];
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 ? [newSide, oldSide] : [oldSide, newSide];
      const result = {};
      for (const side of order) {
        await sleep(500);
        result[side.name] = await run(side);
      }
      rps.push(result.new.rps / result.old.rps);
      cpu.push(result.new.cpuMs / result.old.cpuMs);
      log(
        `round ${i + 1}: old ${result.old.rps.toFixed(0)} req/s ${result.old.cpuMs.toFixed(3)} ms CPU/req, new ${result.new.rps.toFixed(0)} req/s ${result.new.cpuMs.toFixed(3)} ms CPU/req (load ${loadavg()[0].toFixed(1)})`,
      );
    }
    log(
      `old = ${oldSide.dir}, new = ${newSide.dir}; read a day at ${connections} connections, ${rounds} rounds of ${seconds} s`,
    );
    log(`new vs old, requests/s: ${fmt(difference(rps))}`);
    log(`new vs old, CPU per request: ${fmt(difference(cpu))}`);
    log(
      `load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')} (1/5/15 min) at the end`,
    );
  } finally {
    for (const side of sides) await side.stack.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
