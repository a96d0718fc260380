// Turns what the user typed into a safe tsquery text and the words for the typo fallback. The
// input is never handed to to_tsquery as syntax: every word is quoted as one lexeme group, so
// `c++`, `%`, quotes, backslashes and `&|!():*` are just text.
import { SEARCH_MIN_LENGTH } from '@diary/contracts';

export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_WORDS = 10;

export interface ParsedQuery {
  /** The words as typed (lower-cased), for the snippet. */
  words: string[];
  /** Text for to_tsquery('simple', …): 'w1' & 'w2' & 'last':* */
  tsquery: string;
  /** Words with at least 3 letters or digits, for the trigram fallback. */
  fuzzyWords: string[];
}

// Control characters (NUL among them) cannot be stored or compared as Postgres text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const ALNUM = /[\p{L}\p{N}]/u;

const quote = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** null when the trimmed query is shorter than the minimum (the answer is then []). */
export function parseQuery(raw: string): ParsedQuery | null {
  const text = raw.replace(CONTROL, ' ').trim();
  if ([...text].length < SEARCH_MIN_LENGTH) return null;
  const words = [...text]
    .slice(0, MAX_QUERY_CHARS)
    .join('')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => ALNUM.test(w))
    .slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const last = words[words.length - 1];
  // Prefix-match the word being typed; a word ending in a symbol (`c++`) is complete as written.
  const lastIsPrefix = ALNUM.test([...last].pop() ?? '');
  const tsquery = words
    .map((w, i) => (i === words.length - 1 && lastIsPrefix ? `${quote(w)}:*` : quote(w)))
    .join(' & ');
  const fuzzyWords = words.filter((w) => (w.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3);
  return { words, tsquery, fuzzyWords };
}

/** `#word` in a query is a tag to narrow to, not text to find (contract, "Notes worth keeping"). */
const HASH_TAG = /(^|\s)#([^\s#]+)/gu;

/** Splits `#tags` out of what the user typed: the rest is the text to search. */
export function splitHashTags(raw: string): { text: string; tags: string[] } {
  const tags: string[] = [];
  const text = raw.replace(HASH_TAG, (_m, space: string, tag: string) => {
    tags.push(tag);
    return space;
  });
  return { text, tags };
}
