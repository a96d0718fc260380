// Section lines: built from placed clauses, repeats folded (their note ids merged), and rendered
// as the description's "- " bullets.
import {
  SUMMARY_SECTION_NAMES,
  type SummaryLine,
  type SummarySectionName,
  type SummarySections,
} from '@diary/contracts';
import { contentWords, stem } from './text-analysis';
import { writerWords, type WriterWords } from './writer-language';

const MAX_LINE_CHARS = 200;
/** How many lines of one section the description shows; the sections themselves keep all. */
export const MAX_DESCRIBED_LINES = 8;
/** Two lines this alike (content words) say the same thing. */
const SAME = 0.8;

export const emptySections = (): SummarySections => ({ done: [], decided: [], blocked: [], next: [] });

/** Capitalised, single-spaced, without trailing punctuation, cut at a word past 200 characters. */
export function lineText(text: string): string {
  let t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:–—-]+$/, '');
  if (t.length > MAX_LINE_CHARS) t = `${t.slice(0, MAX_LINE_CHARS).replace(/\s+\S*$/, '')}…`;
  return t.charAt(0).toUpperCase() + t.slice(1);
}

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Adds a line unless one in any section already says the same; then that line gains the note ids.
 * Exact repeats are found by key; near ones by their content words' overlap, read only on the
 * lines that share a content word (a line with none in common cannot be alike), the first added
 * first as before.
 */
export class SectionBuilder {
  readonly sections = emptySections();
  private readonly exact = new Map<string, SummaryLine>();
  private readonly all: Array<{ line: SummaryLine; terms: Set<string> }> = [];
  /** For each content word, the indexes in `all` of the lines that hold it, in order. */
  private readonly byTerm = new Map<string, number[]>();
  /** Per line in `all`, the words it shares with the line being added (see firstAlike). */
  private readonly shared: number[] = [];

  add(section: SummarySectionName, text: string, noteIds: string[]): void {
    const clean = lineText(text);
    if (!/[\p{L}\p{N}]/u.test(clean)) return;
    const k = key(clean);
    const terms = new Set(contentWords(clean).map(stem));
    const same = this.exact.get(k) ?? this.firstAlike(terms);
    if (same) {
      for (const id of noteIds) if (!same.noteIds.includes(id)) same.noteIds.push(id);
      return;
    }
    const line: SummaryLine = { text: clean, noteIds: [...new Set(noteIds)] };
    this.sections[section].push(line);
    this.exact.set(k, line);
    const index = this.all.push({ line, terms }) - 1;
    this.shared.push(0);
    for (const t of terms) {
      const list = this.byTerm.get(t);
      if (list) list.push(index);
      else this.byTerm.set(t, [index]);
    }
  }

  /** The first line added whose content words are alike (alikeCounts), or undefined. */
  private firstAlike(terms: Set<string>): SummaryLine | undefined {
    if (terms.size === 0) return undefined;
    // How many words each line shares with these (kept at 0 between calls: no map per line).
    const shared = this.shared;
    const touched: number[] = [];
    for (const t of terms) for (const i of this.byTerm.get(t) ?? NONE) if (shared[i]++ === 0) touched.push(i);
    let first = -1;
    for (const i of touched) {
      if ((first < 0 || i < first) && alikeCounts(this.all[i].terms.size, terms.size, shared[i])) first = i;
      shared[i] = 0;
    }
    return first >= 0 ? this.all[first].line : undefined;
  }
}

const NONE: number[] = [];

/**
 * Jaccard overlap of at least SAME, from the sets' sizes and the words they share; it cannot pass
 * min/max, so sets of unlike sizes are not read.
 */
function alikeCounts(a: number, b: number, common: number): boolean {
  if (Math.min(a, b) < SAME * Math.max(a, b)) return false;
  if (a === 0 || b === 0) return false;
  return common / (a + b - common) >= SAME;
}

/** "Decided: …" bullet texts, section by section (at most MAX_DESCRIBED_LINES each). */
export function sectionBullets(
  sections: SummarySections,
  words: WriterWords = writerWords('English'),
): string[] {
  const titles = words.sections;
  const out: string[] = [];
  for (const name of SUMMARY_SECTION_NAMES) {
    // A blocker resolved later is no longer one to report.
    const lines = sections[name].filter((l) => !l.resolved);
    for (const line of lines.slice(0, MAX_DESCRIBED_LINES)) out.push(`${titles[name]}: ${line.text}`);
    if (lines.length > MAX_DESCRIBED_LINES)
      out.push(`${titles[name]}: ${words.moreInSections(lines.length - MAX_DESCRIBED_LINES)}`);
  }
  return out;
}
