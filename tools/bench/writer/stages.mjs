#!/usr/bin/env node
// Where a first reading's time goes: each step of the offline writer timed alone on a bench
// session whose notes are all new (sessions.mjs), the least CPU time of `--runs` sessions (on a
// shared machine the least run is the one least disturbed), and the whole summary beside them.
// Needs the built ai service; `DIR` is another build's dist/apps/ai-service (main's copied aside).
//   node tools/bench/writer/stages.mjs [DIR] [--runs 30]
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { session } from './sessions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const RUNS = Number(argv.includes('--runs') ? argv[argv.indexOf('--runs') + 1] : 30);
const build = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const offline = join(
  resolve(build ?? join(root, 'dist/apps/ai-service')),
  'apps/ai-service/src/providers/offline',
);
const load = (name) => require(join(offline, name));

const { markdownLines } = load('markdown-lines.js');
const { protectAtoms } = load('atoms.js');
const { sentencesOf } = load('nlp.js');
const { noteLanguage } = load('note-language.js');
const { noteParts, forgetNoteParts, isHeading } = load('clauses.js');
const { placeClauses } = load('clause-sections.js');
const { SectionBuilder } = load('section-lines.js');
const { findMentions } = load('mentions.js');
const { summarizeSessionOffline } = load('session-summarizer.js');

const least = {};
const timed = (name, fn) => {
  const start = process.cpuUsage();
  const result = fn();
  const used = process.cpuUsage(start);
  least[name] = Math.min(least[name] ?? Infinity, (used.user + used.system) / 1000);
  return result;
};
const request = (notes) => ({
  language: 'English',
  customInstructions: null,
  session: { startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T17:00:00Z', notes, tags: ['payments'] },
});
const opts = { timeZone: 'UTC', now: Date.parse('2026-11-20T18:00:00Z') };
// The first call loads wink-nlp's model and compromise's names.
summarizeSessionOffline(request(session(200, 0).notes), opts);

for (let run = 1; run <= RUNS; run++) {
  const { notes } = session(5000, run);
  const contents = notes.map((n) => n.content);
  const lines = timed('Markdown (markdownLines)', () => contents.map(markdownLines));
  timed('language (noteLanguage)', () => lines.map((l) => noteLanguage(l.map((x) => x.text).join('\n'))));
  const plain = timed('atoms (protectAtoms)', () => lines.flat().map((l) => protectAtoms(l.text, l.code)));
  timed('wink-nlp (sentencesOf)', () => plain.map((p) => sentencesOf(p.text)));
  forgetNoteParts();
  const parts = timed('reading into clauses, all of the above (noteParts)', () => contents.map(noteParts));
  const placed = timed('placing (placeClauses)', () => parts.map(placeClauses));
  timed('repeats folded (SectionBuilder)', () => {
    const builder = new SectionBuilder();
    placed.forEach((list, i) =>
      list.forEach(({ clause, section }) => builder.add(section, clause.text, [`${i}`])),
    );
  });
  const tokens = parts
    .flat()
    .filter((p) => !isHeading(p))
    .map((c) => c.tokens);
  timed('people and references (findMentions)', () => findMentions(contents, tokens));
  forgetNoteParts();
  timed('the whole summary, every note new', () => summarizeSessionOffline(request(notes), opts));
}
console.log(`writer stages │ ${build ?? 'dist/apps/ai-service'}: least CPU time of ${RUNS} new sessions`);
for (const [name, ms] of Object.entries(least))
  console.log(`writer stages │ ${ms.toFixed(1).padStart(6)} ms  ${name}`);
