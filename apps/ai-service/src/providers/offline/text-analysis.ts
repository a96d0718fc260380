// Plain-text analysis for the offline summarizer: sentences, content terms and their weights.
import { ACTION_VERBS, STOPWORDS } from './stopwords';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#'._-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|incl|cf|mr|mrs|ms|dr|no)\.$/i;

/** Splits note text into sentences: line breaks, list items and sentence ends. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .flatMap((line) =>
      line.split(/(?<=[.!?])\s+(?=\S)/u).reduce<string[]>((out, part) => {
        // "e.g. this" is one sentence; a dot after an abbreviation does not end it.
        if (out.length && ABBREVIATION.test(out[out.length - 1])) out[out.length - 1] += ` ${part}`;
        else out.push(part);
        return out;
      }, []),
    )
    .map((s) =>
      s
        .replace(/^\s*([-*•–]|\d+[.)])\s+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Folds simple English plurals so that "bug" and "bugs" count as one term. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Words that say what the text is about: no stopwords, no bare numbers, at least 3 characters. */
export function contentWords(text: string): string[] {
  return words(text).filter(isContent);
}

export function startsWithAction(sentence: string): boolean {
  const first = words(sentence)
    .slice(0, 2)
    .map((w) => w.toLowerCase());
  return first.some((w) => ACTION_VERBS.has(w));
}

const isContent = (word: string) => {
  const lower = word.toLowerCase();
  return lower.length >= 3 && !STOPWORDS.has(lower) && !/^[\d.,:_-]+$/.test(lower);
};

/**
 * In how many texts each stemmed content term and each adjacent pair ("refund API") occurs, with
 * the surface form seen most often. A pair that accounts for most uses of its words stands for them.
 */
export class TermCounts {
  private readonly counts = new Map<string, number>();
  private readonly forms = new Map<string, Map<string, number>>();
  private readonly order: string[] = [];

  /** Adds one text (a note): each term counts once per text, so counts say in how many notes it recurs. */
  add(text: string): void {
    const seen = new Set<string>();
    for (const sentence of splitSentences(text)) {
      const list = words(sentence);
      list.forEach((word, i) => {
        if (!isContent(word)) return;
        this.bump(stem(word), word, seen);
        const next = list[i + 1];
        if (next && isContent(next)) this.bump(`${stem(word)} ${stem(next)}`, `${word} ${next}`, seen);
      });
    }
  }

  count(word: string): number {
    return this.counts.get(stem(word)) ?? 0;
  }

  /** Topics seen at least `min` times, most frequent first; ties keep first appearance. Verbs of doing are not topics. */
  top(limit: number, min = 2): Array<{ term: string; count: number }> {
    const frequent = this.order
      .map((key, index) => ({ key, index, count: this.counts.get(key) ?? 0 }))
      .filter((t) => t.count >= min && !t.key.split(' ').some((part) => ACTION_VERBS.has(part)));
    const covered = new Set<string>();
    const pairs = frequent.filter((t) => t.key.includes(' '));
    for (const pair of pairs) {
      const parts = pair.key.split(' ');
      if (parts.every((p) => pair.count >= 0.6 * (this.counts.get(p) ?? 0)))
        parts.forEach((p) => covered.add(p));
    }
    return frequent
      .filter((t) =>
        t.key.includes(' ') ? t.key.split(' ').every((p) => covered.has(p)) : !covered.has(t.key),
      )
      .sort((a, b) => b.count - a.count || a.index - b.index)
      .slice(0, limit)
      .map((t) => ({ term: this.form(t.key), count: t.count }));
  }

  private bump(key: string, surface: string, seen: Set<string>): void {
    if (!this.counts.has(key)) this.order.push(key);
    if (!seen.has(key)) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    seen.add(key);
    const forms = this.forms.get(key) ?? new Map<string, number>();
    forms.set(surface, (forms.get(surface) ?? 0) + 1);
    this.forms.set(key, forms);
  }

  private form(key: string): string {
    let best = key;
    let bestCount = 0;
    for (const [form, n] of this.forms.get(key) ?? []) {
      if (n > bestCount) {
        best = form;
        bestCount = n;
      }
    }
    // Keep acronyms ("API"), lower-case words capitalized only because they began a sentence.
    return best
      .split(' ')
      .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
      .join(' ');
  }
}

/** Jaccard overlap of two sentences' content terms (0..1), to drop near-duplicate bullets. */
export function overlap(a: string, b: string): number {
  const sa = new Set(contentWords(a).map(stem));
  const sb = new Set(contentWords(b).map(stem));
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common++;
  return common / (sa.size + sb.size - common);
}
