#!/usr/bin/env node
// A ten-year diary for one user (issue 39): the built product started as `npm start` starts it
// (MODE=single unless MODE says otherwise), one registered user given 25,000 sessions, 150,000
// notes and 2,000 attachments over ten years (load.mjs, with the search index rows), then each of
// the screens' reads asked through the gateway in a loop, one at a time: a day, a calendar month,
// /api/stats for a year, the Time tab's queries (week and month stats, the year heatmap's stats,
// the week's review, the tags), a search and a question to ask. Prints p50/p95/p99 of each
// (target: p95 under 100 ms) and, twice in a row, the JSON export's time, size and the process's
// resident memory before and at its peak (sampled every 20 ms: "flat" means it does not grow
// with the diary).
// Writes docs/benchmarks.md's section, with the load average beside the figures.
// Needs the built apps (`npx nx run-many -t build`).
// --years N loads a diary of N years instead (as many sessions a year) and --export-only skips the
// reads: the export's growth on a smaller diary, printed and not written to docs/benchmarks.md.
// Usage: node tools/bench/decade/run.mjs [--seconds 8] [--years 10] [--export-only]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { handWritten, log, register, rssMb, sleep, startStack, writeBenchSection } from '../harness.mjs';
import { VOCABULARY } from '../search/vocabulary.mjs';
import { ATTACHMENTS, loadDecade, NOTES_PER_SESSION, SESSIONS } from './load.mjs';

const HEADING = '## A ten-year diary for one user (issue 39)';
const arg = (name, fallback) =>
  Number(process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback) || fallback;
const seconds = arg('--seconds', 8);
const years = arg('--years', 10);
const exportOnly = process.argv.includes('--export-only');
const DAY_MS = 86_400_000;
/** The export's resident memory growth allowed: bounded, whatever the diary's size. */
const GROWTH_TARGET_MB = 40;
const dayKey = (ms) => new Date(ms).toISOString().slice(0, 10);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const words = VOCABULARY;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The Monday of a yyyy-MM-dd day. */
const mondayOf = (day) => {
  const t = Date.parse(day);
  return dayKey(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS);
};

/**
 * The reads measured, each a function giving a path to ask (a random day, month or year of the
 * ten years) and the statuses that count as answered; a POST has a body, and what counts as an
 * answer.
 * @param {string[]} days the diary's days
 */
function reads(days) {
  const questions = [
    'How much time did I spend on #code last month?',
    'How many hours did I work last week?',
    'What did I do yesterday?',
    'What did I work on last week?',
    ...words.slice(0, 40).map((w) => `When did I last mention ${w}?`),
    ...words.slice(40, 80),
  ];
  const first = Date.parse(days[0]);
  const last = Date.parse(days.at(-1));
  const randomDay = () => dayKey(first + Math.floor(Math.random() * ((last - first) / DAY_MS)) * DAY_MS);
  const monthOf = (day) => {
    const [y, m] = day.split('-').map(Number);
    return { y, m, from: `${day.slice(0, 7)}-01`, to: dayKey(Date.UTC(y, m, 0)) };
  };
  return [
    { name: 'a day: GET /api/work-records/{date}', path: () => `/api/work-records/${pick(days)}` },
    {
      name: 'a calendar month: GET /api/calendar/{year}/{month}',
      path: () => {
        const { y, m } = monthOf(randomDay());
        return `/api/calendar/${y}/${m}`;
      },
    },
    {
      name: 'a year: GET /api/stats (365 days)',
      path: () => {
        const from = Math.max(first, Date.parse(randomDay()) - 364 * DAY_MS);
        return `/api/stats?from=${dayKey(from)}&to=${dayKey(from + 364 * DAY_MS)}`;
      },
    },
    {
      name: 'Time tab, week: GET /api/stats (7 days)',
      path: () => {
        const monday = Date.parse(mondayOf(randomDay()));
        return `/api/stats?from=${dayKey(monday)}&to=${dayKey(monday + 6 * DAY_MS)}`;
      },
    },
    {
      name: 'Time tab, month: GET /api/stats (a month)',
      path: () => {
        const { from, to } = monthOf(randomDay());
        return `/api/stats?from=${from}&to=${to}`;
      },
    },
    {
      // The heatmap's year (apps/web time-charts.ts yearRange): the calendar year of the day shown.
      name: 'Time tab, heatmap: GET /api/stats (a calendar year)',
      path: () => {
        const y = randomDay().slice(0, 4);
        return `/api/stats?from=${y}-01-01&to=${y}-12-31`;
      },
    },
    {
      // None was generated in this diary: the answer is the "no review yet" one (404), still a read.
      name: 'Time tab, week review: GET /api/reports/week/{monday}',
      path: () => `/api/reports/week/${mondayOf(randomDay())}`,
      ok: [200, 404],
    },
    { name: 'Time tab, tags: GET /api/tags', path: () => '/api/tags' },
    {
      name: 'a search: GET /api/search?q={word}',
      path: () => `/api/search?q=${encodeURIComponent(pick(words.slice(0, 400)))}`,
    },
    {
      // Questions of each kind ask answers (time, what was done, when last, plain search), in
      // rotation; `today` is the diary's last day, as the web app sends the browser's.
      name: 'ask: POST /api/ask {question}',
      path: () => '/api/ask',
      body: () => ({ question: pick(questions), today: days.at(-1) }),
      answered: (body) => typeof body?.answer === 'string' && body.answer.length > 0,
    },
  ];
}

/** Asks `read` one request at a time for `secs` seconds; latencies sorted, and failures counted. */
async function measure(base, headers, read, secs) {
  const times = [];
  let failures = 0;
  const until = performance.now() + secs * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const res = read.body
      ? await fetch(`${base}${read.path()}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(read.body()),
        })
      : await fetch(`${base}${read.path()}`, { headers });
    const body = read.answered ? await res.json() : await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!(read.ok ?? [200]).includes(res.status) || (read.answered && !read.answered(body))) failures++;
  }
  return { times: times.sort((a, b) => a - b), failures };
}

/** The launcher's child processes (in one-process mode: the product's one Node process). */
function childPids(launcherPid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number))
    .filter(([pid, ppid]) => ppid === launcherPid && pid)
    .map(([pid]) => pid);
}

/** The JSON export, read as a client would, with the product's RSS sampled every 20 ms. */
async function exportRun(base, headers, pids) {
  const rss = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(`${base}/api/export?format=json`, { headers });
    if (!res.ok) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body) bytes += chunk.length;
  } finally {
    clearInterval(timer);
  }
  return { ms: performance.now() - started, mb: bytes / 1024 / 1024, before, peak };
}

async function main() {
  const id = randomBytes(3).toString('hex');
  const stack = await startStack(`bench_dec_${id}`);
  const { base } = stack;
  const diary = new pg.Client({ connectionString: stack.databaseUrl('diary') });
  const search = new pg.Client({ connectionString: stack.databaseUrl('search') });
  try {
    const origin = new URL(base).origin;
    const { cookie, id: userId } = await register(base, `decade${id}`);
    await Promise.all([diary.connect(), search.connect()]);
    const lastDay = dayKey(Date.now() - DAY_MS);
    const loadBefore = load();
    const loaded = await loadDecade(diary, search, userId, lastDay, years);
    const t = loaded.timings;
    const { counts } = loaded;
    log(
      `loaded ${counts.sessions} sessions, ${counts.notes} notes, ${counts.attachments} attachments (${years} years) in ${(t.total / 1000).toFixed(1)} s ` +
        `(sessions ${t.sessions} ms, notes ${t.notes} ms, attachments ${t.attachments} ms, search rows ${t.search} ms, analyze ${t.analyze} ms); load average ${loadBefore} → ${load()}`,
    );

    const headers = { cookie, origin };
    const rows = [];
    for (const read of exportOnly ? [] : reads(loaded.days)) {
      await measure(base, headers, read, 1); // warm-up
      const loadAt = load();
      const r = await measure(base, headers, read, seconds);
      const row = {
        name: read.name,
        n: r.times.length,
        failures: r.failures,
        p50: at(r.times, 0.5),
        p95: at(r.times, 0.95),
        p99: at(r.times, 0.99),
        load: loadAt,
      };
      rows.push(row);
      log(
        `${row.name}: ${row.n} requests (${row.failures} wrong), p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms; load ${row.load}`,
      );
    }
    await sleep(1000);
    // Twice: the first also grows what any sustained work grows once (V8's young generation up to
    // its --max-semi-space-size, code); the second shows what an export takes on its own.
    const exports = [];
    for (const run of ['first', 'second']) {
      const loadAt = load();
      const r = await exportRun(base, headers, childPids(stack.pid));
      exports.push({ ...r, run, load: loadAt, growth: r.peak - r.before });
      log(
        `JSON export (${run}): ${r.ms.toFixed(0)} ms, ${r.mb.toFixed(1)} MB; RSS ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MB, grew by ${(r.peak - r.before).toFixed(0)} MB (target: under ${GROWTH_TARGET_MB} MB); load ${loadAt}`,
      );
    }
    if (years !== 10 || exportOnly) {
      log('docs/benchmarks.md not written: --years or --export-only');
      return;
    }

    const table = [
      '| Read | Requests | Wrong | p50 | p95 | p99 | Load average (1/5/15 min) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.n} | ${r.failures} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.load} |`,
      ),
    ];
    const section = [
      HEADING,
      '',
      `Command: \`node tools/bench/decade/run.mjs --seconds ${seconds}\` (after \`npx nx run-many -t build\`; taken ${new Date().toISOString().slice(0, 16)}Z on this 2-core machine, shared with other work: the load average is beside each figure).`,
      `The stack as \`npm start\` ships it (MODE=${process.env.MODE ?? 'single'}); one registered user with ${SESSIONS.toLocaleString('en-US')} sessions on the working days of ten years (about ten a day, 45 minutes, four in five summarized, most tagged), ${(SESSIONS * NOTES_PER_SESSION).toLocaleString('en-US')} notes (8 to 30 words) and ${ATTACHMENTS.toLocaleString('en-US')} JPEG attachments (${(loaded.imageBytes / 1024).toFixed(0)} KB each, with thumbnails), and the search service's documents and record tags for them. Loaded by \`tools/bench/decade/load.mjs\` with multi-row INSERTs via unnest (5,000 rows a statement; pg-copy-streams is not installed; the search indexes built once after the load) in ${(t.total / 1000).toFixed(1)} s: sessions ${(t.sessions / 1000).toFixed(1)} s, notes ${(t.notes / 1000).toFixed(1)} s, attachments ${(t.attachments / 1000).toFixed(1)} s, search rows ${(t.search / 1000).toFixed(1)} s, VACUUM ANALYZE ${(t.analyze / 1000).toFixed(1)} s.`,
      `Each read is asked through the gateway with the session cookie, one at a time for ${seconds} s after a 1 s warm-up, on a random day, month or year of the ten years. Target: p95 under 100 ms.`,
      '',
      ...table,
      '',
      `JSON export of the whole diary (\`GET /api/export?format=json\`, read as it streams), twice in a row; the process's resident memory before and at its peak (target: growth under ${GROWTH_TARGET_MB} MB, the same on a smaller diary):`,
      '',
      ...exports.map(
        (e) =>
          `- ${e.run}: ${(e.ms / 1000).toFixed(1)} s, ${e.mb.toFixed(1)} MB; ${e.before.toFixed(0)} → ${e.peak.toFixed(0)} MB, grew by ${e.growth.toFixed(0)} MB (load average ${e.load}).`,
      ),
    ];
    writeBenchSection(HEADING, [...section, '', ...handWritten(HEADING)].join('\n'));
  } finally {
    await Promise.all([diary.end(), search.end()].map((p) => p.catch(() => undefined)));
    await stack.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
