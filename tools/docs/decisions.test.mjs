// The decision log cannot drift from its records: every file in docs/decisions/ has exactly one
// index line in docs/decisions.md and every index line has its file; each record opens with its own
// number and a status line; "superseded by N" and "amended by N" name records that exist.
// Run: `node --test tools/docs/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The problems of a decision log, as sentences: empty when index and records agree.
 * @param {string} index the text of docs/decisions.md
 * @param {Record<string, string>} records file name → text, for each file in docs/decisions/
 */
export function decisionLogProblems(index, records) {
  const problems = [];
  const linked = [...index.matchAll(/^- \[(\d{4})\]\(decisions\/([^)]+)\)/gm)];
  const seen = new Map();
  for (const [, number, file] of linked) {
    if (!file.startsWith(`${number}-`)) problems.push(`index line ${number} points to ${file}`);
    if (!(file in records)) problems.push(`index line ${number} points to a missing file ${file}`);
    seen.set(file, (seen.get(file) ?? 0) + 1);
  }
  const numbers = linked.map(([, n]) => n);
  if (numbers.join() !== [...numbers].sort().join()) problems.push('the index is not in number order');
  const known = new Set(Object.keys(records).map((f) => f.slice(0, 4)));
  for (const [file, text] of Object.entries(records)) {
    const number = file.slice(0, 4);
    const count = seen.get(file) ?? 0;
    if (count !== 1) problems.push(`${file} has ${count} index lines, not one`);
    if (!text.startsWith(`# ${number}. `)) problems.push(`${file} does not open with "# ${number}. "`);
    const status = /^Status: (.+)$/m.exec(text)?.[1];
    if (!status || !/^(accepted|superseded by \d{4})/.test(status))
      problems.push(`${file} has no status line (accepted, or superseded by N)`);
    for (const [, target] of (status ?? '').matchAll(/(?:superseded|amended) by (\d{4})/g))
      if (!known.has(target)) problems.push(`${file} names ${target}, which has no record`);
  }
  return problems;
}

const index = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
const dir = join(root, 'docs/decisions');
const records = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
);

test('every decision record has one index line, its number and a status; every link resolves', () => {
  assert.ok(Object.keys(records).length > 100, 'the records are read');
  assert.deepEqual(decisionLogProblems(index, records), []);
});

test('the checker refuses a record without an index line, a wrong heading and a dangling supersede', () => {
  const one = { '0001-a.md': '# 0001. A\n\nStatus: accepted\n' };
  const line = '- [0001](decisions/0001-a.md) A\n';
  assert.deepEqual(decisionLogProblems(line, one), []);
  assert.match(decisionLogProblems('', one).join(), /0001-a\.md has 0 index lines/);
  assert.match(
    decisionLogProblems(line, { '0001-a.md': '# 1. A\nStatus: accepted' }).join(),
    /does not open/,
  );
  assert.match(
    decisionLogProblems(line, { '0001-a.md': '# 0001. A\nStatus: superseded by 0009' }).join(),
    /names 0009/,
  );
  assert.match(decisionLogProblems(line + line, one).join(), /2 index lines/);
});
