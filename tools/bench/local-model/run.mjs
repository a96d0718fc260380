#!/usr/bin/env node
// Fairness while the model of its own writes (issue 35): the built product runs as `npm start`
// runs it (MODE=single, one Node process; the model in its worker thread) with LOCAL_MODEL set.
// User A has a session of 5 notes summarized again and again (regenerate) while user B asks
// GET /api/auth/me every 50 ms through the gateway. Printed: each generation's time and provider,
// B's latencies (p50, p99, max), and the process's resident memory before and at its peak.
// Target: B's p99 under 250 ms.
// Needs the built apps (`npx nx run-many -t build`).
// Usage: node tools/bench/local-model/run.mjs                     the tiny model made by tools/model/make-tiny-gguf.mjs
//        node tools/bench/local-model/run.mjs --model <file.gguf|hf:owner/repo/file.gguf> [--runs 3]
//        add --write to put the figures into docs/benchmarks.md
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { log, register, root, rssMb, sleep, startStack, writeBenchSection } from '../harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', 5));
const HEADING = '## A model of its own: other users answered while it writes (issue 35)';
const DATE = '2026-11-20';
const NOTES = [
  'Standup with the payments team. Agreed to ship the refund API this sprint.',
  'Investigated the flaky refund API test: the mock clock drifts when the suite runs in parallel.',
  'Fixed the refund API timeout by batching the ledger queries (from 40 to 3 queries).',
  'Reviewed PR #482 for the invoice export; left comments about CSV escaping.',
  'Waiting on legal review of the refund terms. Next: write docs for the refund API.',
];

function modelPath() {
  const given = arg('--model');
  if (given) return given;
  const file = join(root, 'tmp/models/bench-tiny.gguf');
  execFileSync(process.execPath, [join(root, 'tools/model/make-tiny-gguf.mjs'), file], { stdio: 'inherit' });
  return file;
}

function childPids(launcherPid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number))
    .filter(([pid, ppid]) => ppid === launcherPid && pid)
    .map(([pid]) => pid);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const model = modelPath();
  const id = randomBytes(3).toString('hex');
  const stack = await startStack(`bench_llm_${id}`, {
    MODE: 'single',
    LOCAL_MODEL: model,
    LOCAL_MODEL_TIMEOUT_S: '600',
    REGENERATE_MAX_PER_MINUTE: '1000',
  });
  const { base } = stack;
  const generations = [];
  const latencies = [];
  let before = 0;
  let peak = 0;
  try {
    const pids = childPids(stack.pid);
    const total = () => pids.reduce((s, pid) => s + rssMb(pid), 0);
    const a = await register(base, `writer_${id}`);
    const b = await register(base, `reader_${id}`);
    const headers = { cookie: a.cookie, origin: base, 'content-type': 'application/json' };
    const record = /** @type {any} */ (
      await (
        await fetch(`${base}/api/work-records`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            startTime: `${DATE}T09:00:00.000Z`,
            endTime: `${DATE}T11:30:00.000Z`,
            isActive: false,
            date: DATE,
          }),
        })
      ).json()
    );
    for (const content of NOTES)
      await fetch(`${base}/api/work-notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ workRecordId: record.id, content }),
      });
    await sleep(3000);
    before = total();
    peak = before;
    const rssTimer = setInterval(() => (peak = Math.max(peak, total())), 50);
    let running = true;
    const sampling = (async () => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${base}/api/auth/me`, { headers: { cookie: b.cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`/api/auth/me answered ${res.status}`);
        latencies.push(performance.now() - started);
        await sleep(50);
      }
    })();
    try {
      const current = async () => {
        const day = /** @type {any} */ (
          await (await fetch(`${base}/api/work-records/${DATE}`, { headers })).json()
        );
        return (day.records ?? day).find((r) => r.id === record.id);
      };
      for (let i = 0; i < RUNS; i++) {
        // A new note makes the summary stale; the regenerated one clears the flag.
        await fetch(`${base}/api/work-notes`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            workRecordId: record.id,
            content: `Run ${i + 1}: wrote the benchmark notes.`,
          }),
        });
        const started = performance.now();
        const asked = await fetch(`${base}/api/work-records/${DATE}/generate-summary`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ regenerate: true }),
        });
        if (asked.status !== 202) throw new Error(`generate-summary: ${asked.status} ${await asked.text()}`);
        let provider = null;
        for (;;) {
          await sleep(250);
          const r = await current();
          if (r?.summary && !r.summaryStale) {
            provider = r.summary.provider ?? '(none)';
            generations.push({ ms: Math.round(performance.now() - started), provider });
            break;
          }
          if (performance.now() - started > 900_000) throw new Error('no summary within 15 minutes');
        }
        log(`generation ${i + 1}: ${generations.at(-1).ms} ms (${provider})`);
      }
    } finally {
      running = false;
      clearInterval(rssTimer);
      await sampling;
    }
  } finally {
    await stack.stop();
  }
  const sorted = [...latencies].sort((x, y) => x - y);
  const row = {
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
    samples: sorted.length,
  };
  log(
    `/api/auth/me p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms over ${row.samples}; RSS ${Math.round(before)} → ${Math.round(peak)} MB`,
  );
  if (!process.argv.includes('--write')) return;
  const name = model.split('/').pop();
  writeBenchSection(
    HEADING,
    [
      HEADING,
      '',
      `Command: \`node tools/bench/local-model/run.mjs --runs ${RUNS}\` with \`${name}\` (built apps, MODE=single, default logging as \`npm start\` ships it, 2 cores shared, taken ${new Date().toISOString().slice(0, 16)}Z).`,
      'With a real model: `node tools/bench/local-model/run.mjs --model hf:Qwen/Qwen2.5-1.5B-Instruct-GGUF/qwen2.5-1.5b-instruct-q4_k_m.gguf --runs 3 --write`.',
      "User A's session summary is regenerated by the local model; user B asks `GET /api/auth/me` every 50 ms meanwhile. Target: B's p99 under 250 ms.",
      '',
      '| Model | Generations (ms each, provider) | B: p50 | B: p99 | B: max | Samples | RSS before → peak |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| ${name} | ${generations.map((g) => `${g.ms} (${g.provider})`).join(', ')} | ${row.p50} ms | ${row.p99} ms | ${row.max} ms | ${row.samples} | ${Math.round(before)} → ${Math.round(peak)} MB |`,
    ].join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
