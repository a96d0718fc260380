// The fast Markdown reader (markdown-fast.ts) must give the very lines the full parser gives: on
// every note of the labelled sets, on the bench's note shapes, and on generated notes that mix
// the shapes it reads with the ones it leaves to the parser. Where it reads a note itself, any
// difference from the parser fails here.
import { fastMarkdownTree } from './markdown-fast';
import { markdownLines, parsedMarkdownLines } from './markdown-lines';
import { LABELLED_SESSIONS } from '../../../test/fixtures/labelled-sessions';
import { HOLDOUT_SESSIONS } from '../../../test/fixtures/holdout-sessions';
import { MARKDOWN_SESSIONS } from '../../../test/fixtures/markdown-sessions';
import { FRENCH_SESSIONS, GERMAN_SESSIONS, SPANISH_SESSIONS } from '../../../test/fixtures/foreign-sessions';

const LABELLED_NOTES = [
  ...LABELLED_SESSIONS,
  ...HOLDOUT_SESSIONS,
  ...MARKDOWN_SESSIONS,
  ...GERMAN_SESSIONS,
  ...FRENCH_SESSIONS,
  ...SPANISH_SESSIONS,
].flatMap((s) => s.notes.map((n) => n.content));

/** Lines of the bench's notes (tools/bench/writer/run.mjs), as the editor keeps Markdown. */
const BENCH_LINES = [
  'Fix: raised the visibility timeout on the retry queue 7 to 90s and added a dead letter queue.',
  "Can't reproduce the duplicate deliveries on staging - waiting on ops for prod logs of batch 3.",
  'Agreed with Priya that we will not hotfix on Friday; the change 12 goes out Monday. PR #12',
  'Follow-up: add an alert on queue depth 4',
  'TODO write the runbook entry for replaying webhooks',
  'Dashboard 8 for churn by plan is done, published to Looker: https://looker.example.com/d/8',
  '- screened 9 candidates for the backend role',
  '- sent the verbal offer',
  'Tomorrow - finish the EUR bank rec 2, then draft the variance commentary for the board pack',
  'Upgraded the staging cluster to 1.5, all nodes healthy. JIRA-5 filed with Dr. Nguyen.',
  '## PAY-6 retries',
  'Wrapped the client in `RetryPolicy.withJitter()`; `payment_intent.succeeded` replays are ignored.',
  '**Decided:** cap retries at 5, e.g. for webhooks.',
  '**Blocked:** waiting on Marek to approve the V7 migration.',
  '- [x] unit tests for the jitter 8',
  '- [ ] load test for PAY-8 on staging',
  "See [Henrik's SLA doc](https://docs.example.com/sla/9) for 2.14.9 and the 0.3% error rate.",
  '![image](/api/attachments/0b8e4c1a-5d2f-4a1e-9c3b-000000000001)',
  'LQ-95 SLA report',
  '18,204 late',
  '```sql',
  'SELECT order_id FROM sales.orders_v2 WHERE id = 10;',
  '```',
  'Marek approved the V10 migration.',
];

/** Pieces of lines: plain words and every inline construct, well formed and not. */
const INLINE = [
  'fixed the build',
  'Priya',
  'and',
  '`code`',
  '`` a`b ``',
  '` spaced `',
  '`unclosed',
  '``',
  '**bold**',
  '**Decided:**',
  '*em*',
  '_em_',
  '__strong__',
  '***both***',
  'snake_case_name',
  'a*b*c',
  '*',
  '**',
  '_',
  ' * ',
  'x**y',
  '(*paren*)',
  '"*quoted*"',
  '[link](https://x.example/a_b)',
  '[**bold link**](/p)',
  '[a [b](c) d](e)',
  '![img](/api/attachments/1)',
  '![other](https://img.example/x.png)',
  '[x]',
  '[ ]',
  '[text]',
  '[a][b]',
  '[a][]',
  '[',
  ']',
  '](x)',
  '[open',
  '![',
  '!',
  '#1',
  'C#',
  '1. not a list',
  '2) mid-line',
  'e.g. this',
  '2.14.1',
  '0.3%',
  'https://example.com/a*b*',
  '😀*x*',
  '*é*',
  '.',
  ':',
];

/** Starts of lines: block constructs the reader reads and ones it leaves to the parser. */
const STARTS = [
  '',
  '',
  '',
  '',
  '- ',
  '* ',
  '+ ',
  '1. ',
  '2. ',
  '1) ',
  '10. ',
  '- [x] ',
  '- [ ] ',
  '- [X] ',
  '* [x] ',
  '1. [ ] ',
  '- [x]',
  '- [x]foo ',
  '# ',
  '## ',
  '###### ',
  '####### ',
  '#',
  '  ',
  '    ',
  '> ',
  '- - ',
  '- # ',
  '-  ',
  'Next: ',
];

const WHOLE_LINES = ['', '', '', '```', '```ts', '````', '```x`', '---', '***', '===', '- ', '#', '1.'];

/** A small deterministic generator (mulberry32), so a failure names a note that can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedNotes(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const notes: string[] = [];
  for (let n = 0; n < count; n++) {
    const lines: string[] = [];
    const size = 1 + Math.floor(next() * 8);
    for (let l = 0; l < size; l++) {
      const r = next();
      if (r < 0.15) lines.push(pick(WHOLE_LINES));
      else if (r < 0.3) lines.push(pick(BENCH_LINES));
      else {
        const words = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(INLINE));
        // Pieces joined with and without spaces, so runs meet letters and punctuation.
        lines.push(pick(STARTS) + words.reduce((out, w) => out + (next() < 0.7 ? ' ' : '') + w));
      }
    }
    notes.push(lines.join('\n'));
  }
  return notes;
}

function differences(notes: string[]): Array<{ note: string; fast: unknown; parsed: unknown }> {
  const out: Array<{ note: string; fast: unknown; parsed: unknown }> = [];
  for (const note of notes) {
    const fast = markdownLines(note);
    const parsed = parsedMarkdownLines(note);
    if (JSON.stringify(fast) !== JSON.stringify(parsed)) out.push({ note, fast, parsed });
  }
  return out;
}

describe('the fast Markdown reader', () => {
  it('gives the parser’s lines on every labelled note', () => {
    expect(differences(LABELLED_NOTES)).toEqual([]);
  });

  it('reads the bench’s notes itself and gives the parser’s lines', () => {
    const notes = Array.from({ length: 60 }, (_, i) =>
      Array.from({ length: 8 }, (_, k) => BENCH_LINES[(i * 7 + k) % BENCH_LINES.length]).join('\n'),
    );
    expect(notes.filter((n) => fastMarkdownTree(n) === null)).toEqual([]);
    expect(differences(notes)).toEqual([]);
  });

  it('gives the parser’s lines on generated notes, and reads most of them itself', () => {
    const notes = generatedNotes(4000, 44);
    const read = notes.filter((n) => fastMarkdownTree(n) !== null).length;
    expect(differences(notes).slice(0, 5)).toEqual([]);
    // The generator mixes in shapes left to the parser; the reader must still take a share.
    expect(read).toBeGreaterThan(notes.length * 0.3);
  });

  it('leaves what it does not read to the parser', () => {
    for (const note of [
      '> quoted',
      'Title\n---',
      'a | b\n--|--\n1 | 2',
      'see <https://x.example>',
      'a \\* b',
      '~~gone~~',
      '[a]: https://x.example\n[a]',
      '- item\n  - nested',
      '[a](https://x.example "title")',
      'tab\there',
    ])
      expect(fastMarkdownTree(note)).toBeNull();
  });
});
