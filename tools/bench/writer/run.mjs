#!/usr/bin/env node
// The offline writer (issue 30): how long the structured session writer takes on a session of
// 5,000 words (about 60 notes of varied work phrasing: lists, labels, decisions, blockers, to-dos,
// ids, links, and Markdown: code, images with read-out text, task lists, label lines, headings),
// in one process, after a warm-up (the first call loads wink-nlp's model and compromise's names,
// once per process). Target: p95 under 50 ms. Times two cases, interleaved: the same session again
// (a running session is summarised after each note; the writer keeps the notes it read, by
// content) and a session whose notes are all new (every number shifted), the first reading.
// Prints min / p50 / p95 / p99 / max of each and the load average.
// Needs the built ai service (`npx nx run ai-service:build`).
// `--against DIR` also times another build of the ai service (its dist/apps/ai-service, e.g. main's
// copied aside) on the same new notes, alternating run by run, to compare at the same load.
//   node tools/bench/writer/run.mjs [--runs 200] [--words 5000] [--against DIR]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { session } from './sessions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(arg('runs', 200));
const WORDS = Number(arg('words', 5000));
const WARM_UP = 10;
const AGAINST = arg('against', null);

const { summarizeSessionOffline } = require(
  join(root, 'dist/apps/ai-service/apps/ai-service/src/providers/offline/session-summarizer.js'),
);

const other = AGAINST
  ? require(join(resolve(AGAINST), 'apps/ai-service/src/providers/offline/session-summarizer.js'))
      .summarizeSessionOffline
  : null;

const { notes, words } = session(WORDS);
const requestFor = (sessionNotes) => ({
  language: 'English',
  customInstructions: null,
  session: {
    startTime: '2026-11-20T07:00:00Z',
    endTime: '2026-11-20T17:00:00Z',
    notes: sessionNotes,
    tags: ['payments'],
  },
});
const request = requestFor(notes);
const opts = { timeZone: 'Europe/Berlin', now: Date.parse('2026-11-20T18:00:00Z') };
const before = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
const first = performance.now();
const summary = summarizeSessionOffline(request, opts);
const firstMs = performance.now() - first;
for (let i = 0; i < WARM_UP; i++) summarizeSessionOffline(request, opts);
if (other) for (let i = 0; i < WARM_UP; i++) other(request, opts);
/** Summarised again (a running session after each note): its notes were read before. */
const again = [];
/** First reading: every note new (the writer keeps notes it read by content). */
const fresh = [];
/** The other build, on its own new notes (each build keeps the notes it read). */
const otherFresh = [];
const freshRequests = Array.from({ length: RUNS }, (_, i) => requestFor(session(WORDS, i + 1).notes));
const otherRequests = other
  ? Array.from({ length: RUNS }, (_, i) => requestFor(session(WORDS, RUNS + i + 1).notes))
  : [];
/**
 * Each call's wall time and the process's CPU time over it (user + system, every thread: the
 * collector's too). On a shared machine the wall time waits for a core; the CPU time is what the
 * call itself used, close to what a quiet machine's wall time would be.
 */
const cpu = { again: [], fresh: [], other: [] };
const timed = (fn, wall, cpuTimes) => {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  wall.push(performance.now() - t);
  const used = process.cpuUsage(c);
  cpuTimes.push((used.user + used.system) / 1000);
};
for (let i = 0; i < RUNS; i++) {
  timed(() => summarizeSessionOffline(request, opts), again, cpu.again);
  timed(() => summarizeSessionOffline(freshRequests[i], opts), fresh, cpu.fresh);
  if (other) timed(() => other(otherRequests[i], opts), otherFresh, cpu.other);
}
const at = (times, q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
const report = (name, times) => {
  times.sort((a, b) => a - b);
  console.log(
    `offline writer │ ${name}: min ${times[0].toFixed(1)} ms, p50 ${at(times, 0.5)} ms, p95 ${at(times, 0.95)} ms, p99 ${at(times, 0.99)} ms, max ${times.at(-1).toFixed(1)} ms (target: p95 < 50 ms)`,
  );
};
const lines = Object.values(summary.sections).reduce((n, l) => n + l.length, 0);
console.log(
  `offline writer │ ${notes.length} notes, ${words} words → ${lines} section lines, subject "${summary.subject}"`,
);
console.log(
  `offline writer │ first call (loads the model) ${firstMs.toFixed(0)} ms; ${RUNS} runs after ${WARM_UP} warm-up`,
);
report('notes read before (the session again)', again);
report('every note new', fresh);
if (other) report(`every note new, the build in ${AGAINST}`, otherFresh);
report('CPU time, the session again', cpu.again);
report('CPU time, every note new', cpu.fresh);
if (other) report(`CPU time, every note new, the build in ${AGAINST}`, cpu.other);
console.log(
  `offline writer │ load average ${before} → ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
