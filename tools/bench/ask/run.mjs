#!/usr/bin/env node
// POST /api/ask through the gateway (issue 36): the stack as `npm start` ships it (MODE=single,
// LOG_LEVEL=info), one signed-in user with a diary of 10,000 sessions and 50,000 notes (load.mjs),
// its search index rows copied from them. Then a rotation of questions of every kind
// (time for a tag and a range, a year's time, what did I do, when did I last, plain search) asked
// one at a time and then `--concurrency` at a time; prints p50/p95/p99 with the load average and
// writes docs/benchmarks.md's section. Needs the built apps (`npx nx run-many -t build`).
// Usage: node tools/bench/ask/run.mjs [--seconds 20] [--concurrency 4] [--sessions 10000] [--notes-per-session 5]
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { log, register, startStack, writeBenchSection } from '../harness.mjs';
import { loadAskDiary } from './load.mjs';

const arg = (name, fallback) =>
  Number(process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback) || fallback;
const seconds = arg('--seconds', 20);
const concurrency = arg('--concurrency', 4);
const sessions = arg('--sessions', 10_000);
const notesPerSession = arg('--notes-per-session', 5);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const dayKey = (d) => d.toISOString().slice(0, 10);

const QUESTIONS = [
  'How much time did I spend on #acme last week?',
  'How many hours did I work last month?',
  'How much time have I spent on globex?',
  'What did I do yesterday?',
  'What did I work on last week?',
  'When did I last touch the login bug?',
  'When did I last mention the invoice export?',
  'postgres indexes',
];

const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function loop(base, headers, today, workers, secs) {
  const times = [];
  const byQuestion = new Map(QUESTIONS.map((q) => [q, []]));
  let failures = 0;
  let i = 0;
  const until = Date.now() + secs * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        const question = QUESTIONS[i++ % QUESTIONS.length];
        const started = process.hrtime.bigint();
        const res = await fetch(`${base}/api/ask`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ question, today }),
        });
        const body = /** @type {any} */ (await res.json());
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        times.push(ms);
        byQuestion.get(question).push(ms);
        if (res.status !== 200 || !body.answer || (body.kind !== 'search' && !body.citations.length))
          failures++;
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failures, byQuestion };
}

async function main() {
  const id = randomBytes(3).toString('hex');
  const stack = await startStack(`bench_${id}`);
  const { base } = stack;
  try {
    const origin = new URL(base).origin;
    const { cookie, id: userId } = await register(base, `bench${id}`);
    const today = dayKey(new Date());
    const lastDay = dayKey(new Date(Date.now() - 86_400_000));
    const loaded = await loadAskDiary({
      diaryUrl: stack.databaseUrl('diary'),
      searchDbUrl: stack.databaseUrl('search'),
      userId,
      sessions,
      notesPerSession,
      lastDay,
      log,
    });
    const headers = { cookie, origin };
    await loop(base, headers, today, 1, 3); // warm-up
    const results = [];
    for (const workers of [1, concurrency]) {
      const loadBefore = load();
      const r = await loop(base, headers, today, workers, seconds);
      const row = {
        workers,
        n: r.times.length,
        failures: r.failures,
        p50: at(r.times, 0.5),
        p95: at(r.times, 0.95),
        p99: at(r.times, 0.99),
        load: `${loadBefore} → ${load()}`,
        slowest: [...r.byQuestion]
          .map(([q, t]) => [
            q,
            at(
              t.sort((a, b) => a - b),
              0.95,
            ),
          ])
          .sort((a, b) => b[1] - a[1])[0],
      };
      results.push(row);
      log(
        `${workers} at a time: ${row.n} questions (${row.failures} wrong), p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms; slowest kind "${row.slowest[0]}" p95 ${row.slowest[1].toFixed(1)} ms; load average ${row.load}`,
      );
    }
    const table = [
      '| questions at a time | questions | wrong | p50 | p95 | p99 | slowest question (its p95) | load average (1/5/15 min, before → after) |',
      '|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.workers} | ${r.n} | ${r.failures} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.slowest[0]} (${r.slowest[1].toFixed(1)} ms) | ${r.load} |`,
      ),
    ].join('\n');
    const heading = '## Ask your diary through the gateway (tools/bench/ask/run.mjs)';
    const section = `${heading}\n\nCommand: \`node tools/bench/ask/run.mjs --seconds ${seconds} --concurrency ${concurrency} --sessions ${sessions} --notes-per-session ${notesPerSession}\` (after \`npx nx run-many -t build\`). The stack as \`npm start\` ships it (MODE=${process.env.MODE ?? 'single'}, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}, no model configured: offline answers); one registered user with ${loaded.sessions.toLocaleString('en-US')} sessions (10 a day up to yesterday, five tags) and ${loaded.notes.toLocaleString('en-US')} notes loaded with \`generate_series\` (tools/bench/ask/load.mjs), the search service's \`documents\` and \`record_tags\` rows copied from them with SQL. Each request: \`POST /api/ask\` with the session cookie through the gateway, the questions in rotation: ${QUESTIONS.map((q) => `“${q}”`).join(', ')}; an answer counts as wrong unless it is 200 with a sentence and (but for plain search) citations. ${seconds} s one at a time, then ${seconds} s with ${concurrency} at a time, after a 3 s warm-up. Target: p95 under 300 ms. Measured ${new Date().toISOString().slice(0, 16)}Z on this 2-core machine shared with other work; the load average is printed beside each figure.\n\n${table}\n`;
    writeBenchSection(heading, section);
  } finally {
    await stack.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
