#!/usr/bin/env node
// Whether two builds of the offline writer write the same thing, byte for byte: the summary of
// every labelled session (test/fixtures: labelled, held-out, Markdown, German, French, Spanish),
// a daily report of each set, and the summaries of the bench's sessions (sessions.mjs). For a
// change meant to make the writer faster without changing what it writes (docs/benchmarks.md).
// Needs both builds (`npx nx run ai-service:build`, the other copied aside first).
//   node tools/bench/writer/same-output.mjs tmp/writer-before dist/apps/ai-service [--sessions 12]
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { session } from './sessions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const [before, after] = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const SESSIONS = Number(argv.includes('--sessions') ? argv[argv.indexOf('--sessions') + 1] : 12);
if (!before || !after) {
  console.error('usage: same-output.mjs BUILD_A BUILD_B (each a dist/apps/ai-service)');
  process.exit(2);
}

// The fixtures are TypeScript: bundled once into tmp/ for Node to require.
const fixtures = join(root, 'tmp', 'writer-fixtures.cjs');
mkdirSync(dirname(fixtures), { recursive: true });
const dir = join(root, 'apps/ai-service/test/fixtures');
await build({
  stdin: {
    contents: [
      `export { LABELLED_SESSIONS } from './labelled-sessions';`,
      `export { HOLDOUT_SESSIONS } from './holdout-sessions';`,
      `export { MARKDOWN_SESSIONS } from './markdown-sessions';`,
      `export { GERMAN_SESSIONS, FRENCH_SESSIONS, SPANISH_SESSIONS } from './foreign-sessions';`,
    ].join('\n'),
    resolveDir: dir,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: fixtures,
  logLevel: 'warning',
});
const fx = require(fixtures);

const sets = {
  labelled: [fx.LABELLED_SESSIONS, 'English'],
  'held-out': [fx.HOLDOUT_SESSIONS, 'English'],
  Markdown: [fx.MARKDOWN_SESSIONS, 'English'],
  German: [fx.GERMAN_SESSIONS, 'German'],
  French: [fx.FRENCH_SESSIONS, 'French'],
  Spanish: [fx.SPANISH_SESSIONS, 'Spanish'],
  bench: [
    Array.from({ length: SESSIONS }, (_, i) => ({
      startTime: '2026-11-20T07:00:00Z',
      endTime: '2026-11-20T17:00:00Z',
      notes: session(5000, i + 1).notes,
      tags: ['payments'],
    })),
    'English',
  ],
};

/** Everything one build writes for the sets, as JSON text per set. */
function outputs(build) {
  const offline = join(resolve(build), 'apps/ai-service/src/providers/offline');
  const { summarizeSessionOffline } = require(join(offline, 'session-summarizer.js'));
  const { writeDailyReportOffline } = require(join(offline, 'daily-report-writer.js'));
  const out = {};
  for (const [name, [list, language]] of Object.entries(sets)) {
    const summaries = list.map((s) =>
      summarizeSessionOffline(
        { language, customInstructions: null, session: s },
        { timeZone: 'UTC', now: Date.parse(s.endTime) },
      ),
    );
    const day = writeDailyReportOffline(
      {
        language,
        customInstructions: null,
        date: list[0].startTime.slice(0, 10),
        sessions: list.map((s, i) => ({ ...s, summary: summaries[i] })),
      },
      { timeZone: 'UTC', now: Date.parse('2026-12-01T00:00:00Z') },
    );
    out[name] = JSON.stringify({ summaries, day }, null, 1);
  }
  return out;
}

const a = outputs(before);
const b = outputs(after);
let differ = 0;
for (const name of Object.keys(sets)) {
  if (a[name] === b[name]) {
    console.log(
      `same output │ ${name}: ${sets[name][0].length} sessions and their daily report, byte for byte`,
    );
    continue;
  }
  differ++;
  const la = a[name].split('\n');
  const lb = b[name].split('\n');
  const at = la.findIndex((line, i) => line !== lb[i]);
  console.log(`DIFFERENT   │ ${name}, from line ${at + 1}:\n  ${before}: ${la[at]}\n  ${after}: ${lb[at]}`);
}
process.exit(differ ? 1 : 0);
