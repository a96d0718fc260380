// Pieces of a line that a sentence or clause never splits: inline code, links, paths, dotted
// identifiers (`RetryPolicy.withJitter()`, `payment_intent.succeeded`), versions and numbers
// (2.14.1, 0.3%, 18,204) and abbreviations (e.g., i.e., vs., z. B.). Each stands in the line as one
// plain word while the tokenizer reads it, and is put back in the tokens after.

const URL = String.raw`(?:https?:\/\/|www\.)[^\s<>()]+[^\s<>().,;:!?'"]`;
const PATH = String.raw`(?<![\w/])(?:~|\.{1,2})?\/[\w.@-]+(?:\/[\w.@-]*)*|[\w.-]+(?:\/[\w.@-]+)+\.\w+`;
const IDENTIFIER = String.raw`[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?|[A-Za-z_$][\w$]*\(\)`;
const NUMBER = String.raw`v?\d+(?:[.,]\d+)+%?|\d+%`;
const ABBREVIATION = String.raw`(?<![\p{L}])(?:e\.\s?g|i\.\s?e|vs|etc|approx|incl|cf|dr|mr|mrs|ms|prof|z\.\s?B|d\.\s?h|u\.\s?a|bzw|ggf|evtl|p\.\s?ex|c\.-à-d|cf|p\.\s?ej|etc|aprox|sr|sra)\.`;

const ATOM = new RegExp(`${ABBREVIATION}|${URL}|${PATH}|${IDENTIFIER}|${NUMBER}`, 'giu');

const placeholder = (i: number) => `zzatom${i}zz`;
const PLACEHOLDER = /zzatom(\d+)zz/g;

export interface Protected {
  /** The line with each atom replaced by one plain word. */
  text: string;
  /** Puts the atoms back into a piece of the protected text. */
  restore: (piece: string) => string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text before `offset` ends in "zzatom" and digits (read back, not by a regex over it all). */
function afterPlaceholderStart(whole: string, offset: number): boolean {
  let i = offset;
  while (i > 0 && whole.charCodeAt(i - 1) >= 48 && whole.charCodeAt(i - 1) <= 57) i--;
  return i >= 6 && whole.slice(i - 6, i) === 'zzatom';
}

/** The line with its atoms (and the given inline code spans) each standing as one word. */
export function protectAtoms(line: string, code: string[] = []): Protected {
  const atoms: string[] = [];
  let text = line;
  for (const span of [...new Set(code)].sort((a, b) => b.length - a.length)) {
    if (!span.trim()) continue;
    text = text.replace(new RegExp(escape(span), 'g'), () => placeholder(atoms.push(span) - 1));
  }
  text = text.replace(ATOM, (atom, offset: number, whole: string) => {
    // Inside a placeholder already (a code span's own dots were taken first).
    if (afterPlaceholderStart(whole, offset)) return atom;
    return placeholder(atoms.push(atom) - 1);
  });
  text = text.replace(/\s{2,}/g, ' ').trim();
  return {
    text,
    restore: (piece) => piece.replace(PLACEHOLDER, (_, i: string) => atoms[Number(i)] ?? ''),
  };
}

/** Whether a token is (or holds) a protected atom. */
export const isAtom = (token: string) => /zzatom\d+zz/.test(token);
