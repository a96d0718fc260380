#!/usr/bin/env node
// What a first reading leaves to the collector, in bytes and counts that do not depend on the
// machine's load (issue 44): for `--runs` new 5,000-word bench sessions (sessions.mjs) after a
// warm-up, per call: the bytes allocated, copied within the young generation and promoted to the
// old one, and the scavenges and mark-compacts (V8's --trace-gc-nvp); then the heap after a full
// collection, split into the notes kept by content and wink-nlp's instance (each let go in turn).
// Needs the built ai service; `DIR` is another build's dist/apps/ai-service (main's copied aside
// into the repository's tmp/, so that its packages resolve).
//   node tools/bench/writer/memory.mjs [DIR] [--runs 200]
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { session } from './sessions.mjs';

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..', '..', '..');
const argv = process.argv.slice(2);
const RUNS = Number(argv.includes('--runs') ? argv[argv.indexOf('--runs') + 1] : 200);
const dir = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const build = resolve(dir ?? join(root, 'dist/apps/ai-service'));
const WARM_UP = 30;

if (process.env.WRITER_MEMORY_CHILD) {
  // The measured process: --trace-gc-nvp prints one line per collection between the markers.
  const require = createRequire(import.meta.url);
  const offline = join(build, 'apps/ai-service/src/providers/offline');
  const { summarizeSessionOffline } = require(join(offline, 'session-summarizer.js'));
  const { releaseNlp } = require(join(offline, 'nlp.js'));
  const { forgetNoteParts } = require(join(offline, 'clauses.js'));
  const request = (notes) => ({
    language: 'English',
    customInstructions: null,
    session: {
      startTime: '2026-11-20T07:00:00Z',
      endTime: '2026-11-20T17:00:00Z',
      notes,
      tags: ['payments'],
    },
  });
  const opts = { timeZone: 'Europe/Berlin', now: Date.parse('2026-11-20T18:00:00Z') };
  const requests = Array.from({ length: WARM_UP + RUNS }, (_, i) => request(session(5000, 700000 + i).notes));
  const heap = () => {
    globalThis.gc();
    globalThis.gc();
    return v8.getHeapStatistics().used_heap_size;
  };
  for (let i = 0; i < WARM_UP; i++) summarizeSessionOffline(requests[i], opts);
  const before = heap();
  console.log('@@start');
  for (let i = WARM_UP; i < WARM_UP + RUNS; i++) summarizeSessionOffline(requests[i], opts);
  console.log('@@end');
  const after = heap();
  forgetNoteParts();
  const withoutNotes = heap();
  releaseNlp();
  const withoutWink = heap();
  console.log(
    `@@heap ${JSON.stringify({ before, after, notes: after - withoutNotes, wink: withoutNotes - withoutWink })}`,
  );
  process.exit(0);
}

const out = execFileSync(process.execPath, ['--expose-gc', '--trace-gc-nvp', here, ...argv], {
  env: { ...process.env, WRITER_MEMORY_CHILD: '1' },
  maxBuffer: 1 << 28,
}).toString();
const measured = out.split('@@start')[1].split('@@end')[0].split('\n');
const field = (line, name) => Number(line.match(new RegExp(`\\b${name}=([\\d.]+)`))?.[1] ?? 0);
let scavenges = 0;
let majors = 0;
let allocated = 0;
let promoted = 0;
let copied = 0;
for (const line of measured) {
  if (/\bgc=s\b/.test(line)) {
    scavenges++;
    allocated += field(line, 'allocated');
    promoted += field(line, 'promoted');
    copied += field(line, 'new_space_survived');
  } else if (/\bgc=(?:mc|mmc|ms)\b/.test(line)) majors++;
}
const heap = JSON.parse(out.split('@@heap ')[1].split('\n')[0]);
const kb = (bytes) => `${Math.round(bytes / RUNS / 1000)} KB`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `writer memory │ ${dir ?? 'dist/apps/ai-service'}: ${RUNS} new 5,000-word sessions after ${WARM_UP}`,
);
console.log(
  `writer memory │ per call: ${(allocated / RUNS / 1e6).toFixed(1)} MB allocated, ${kb(copied)} copied, ${kb(promoted)} promoted; ${(scavenges / RUNS).toFixed(2)} scavenges, ${(majors / RUNS).toFixed(3)} mark-compacts`,
);
console.log(
  `writer memory │ heap after a full collection: ${mb(heap.before)} → ${mb(heap.after)}; of it the notes kept ${mb(heap.notes)}, wink-nlp's instance ${mb(heap.wink)}`,
);
