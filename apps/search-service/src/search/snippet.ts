// The result card's excerpt: about 150 characters around the first match, cut at word boundaries,
// with an ellipsis where text was left out. Plain text; the browser does the highlighting.

export const SNIPPET_LENGTH = 150;
const CONTEXT_BEFORE = 40;
const ELLIPSIS = '...';

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

const core = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Where the first term occurs: literally, then as a word's start, then the closest word (a typo). */
export function firstMatch(text: string, terms: string[]): number {
  const lower = text.toLowerCase();
  const candidates = terms.flatMap((t) => [t, core(t)]).filter((t) => t.length > 0);
  const hits = candidates.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  if (hits.length) return Math.min(...hits);
  const cores = terms.map(core).filter((t) => t.length >= 3);
  for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (cores.some((t) => similarity(t, m[0]) >= 0.4)) return m.index ?? 0;
  }
  return 0;
}

export function makeSnippet(content: string, terms: string[], length = SNIPPET_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const at = firstMatch(text, terms);
  // A window of `length` characters from a little before the match, kept inside the text...
  let start = Math.max(0, Math.min(at - CONTEXT_BEFORE, text.length - length));
  let end = Math.min(text.length, start + length);
  // ...then narrowed to whole words (never past the match).
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end).trim()}${end < text.length ? ELLIPSIS : ''}`;
}
