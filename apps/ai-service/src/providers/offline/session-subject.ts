// A session's subject: its most central phrase, the noun phrase whose words recur across most of
// its notes (ties go to the one written first), with the session's tag where the phrase does not
// already say it. Not the first sentence: a session that starts with "Standup." is not about it.
import type { Token } from './nlp';

const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);
const MAX_WORDS = 4;
/** Words that are never what a session is about. */
const NOT_TOPICS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday today tomorrow tomorrows yesterday morning afternoon
  evening week weeks day days time min mins minutes hour hours am pm call meeting standup stand-up sync note
  notes todo next thing things stuff lot bit idea way more other new same first last few ok okay`.split(
    /\s+/,
  ),
);

interface Phrase {
  words: Token[];
  note: number;
  order: number;
}

const stemOf = (t: Token) => (t.lemma || t.normal).toLowerCase().replace(/s$/, '');
const usable = (t: Token, people: Set<string>) =>
  PHRASE_POS.has(t.pos) &&
  t.type === 'word' &&
  /\p{L}{2}/u.test(t.text) &&
  !/^zzlink/.test(t.text) &&
  !NOT_TOPICS.has(t.normal) &&
  !people.has(t.text);

/** Noun phrases of one clause: runs of adjectives and nouns that end on a noun. */
function phrasesOf(tokens: Token[], people: Set<string>): Token[][] {
  const out: Token[][] = [];
  let run: Token[] = [];
  const flush = () => {
    while (run.length && !HEAD_POS.has(run[run.length - 1].pos)) run.pop();
    while (run.length && run[0].pos === 'NUM') run.shift();
    while (run.length && run[0].pos === 'ADJ' && run.length > 1 && NOT_TOPICS.has(run[0].normal)) run.shift();
    if (run.length) out.push(run.slice(-MAX_WORDS));
    run = [];
  };
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (usable(t, people)) run.push(t);
    // "the retry queue": a verb form between a determiner and a noun modifies the noun.
    else if (
      t.pos === 'VERB' &&
      before?.pos === 'DET' &&
      after?.pos === 'NOUN' &&
      !/(?:ed|ing)$/i.test(t.text) &&
      t.type === 'word'
    )
      run.push({ ...t, pos: 'ADJ' });
    // "year 9 essays", "level 3 slab": a number inside a noun phrase belongs to it.
    else if (
      t.pos === 'NUM' &&
      /^\d{1,3}$/.test(t.text) &&
      run.length &&
      HEAD_POS.has(run[run.length - 1].pos)
    )
      run.push(t);
    else flush();
  });
  flush();
  return out;
}

/** The most central phrase of the notes (each a list of clause token lists), or null. */
export function centralPhrase(notes: Token[][][], people: Set<string>): string | null {
  const phrases: Phrase[] = [];
  const notesWith = new Map<string, Set<number>>();
  notes.forEach((clauses, note) => {
    for (const clause of clauses) {
      for (const words of phrasesOf(clause, people)) {
        phrases.push({ words, note, order: phrases.length });
        for (const w of words) {
          const key = stemOf(w);
          const set = notesWith.get(key) ?? new Set<number>();
          set.add(note);
          notesWith.set(key, set);
        }
      }
    }
  });
  if (!phrases.length) return null;
  const df = (t: Token) => notesWith.get(stemOf(t))?.size ?? 0;
  const phraseNotes = new Map<string, Set<number>>();
  for (const p of phrases) {
    const key = p.words.map(stemOf).join(' ');
    const set = phraseNotes.get(key) ?? new Set<number>();
    set.add(p.note);
    phraseNotes.set(key, set);
  }
  let best: { phrase: Phrase; score: number } | null = null;
  for (const p of phrases) {
    const head = p.words[p.words.length - 1];
    const modifiers = p.words.slice(0, -1);
    // The head noun says what it is about; modifiers that recur too make it specific.
    const score =
      2 * df(head) +
      modifiers.reduce((sum, w) => sum + Math.min(df(w), df(head)), 0) / Math.max(1, modifiers.length) +
      (phraseNotes.get(p.words.map(stemOf).join(' '))?.size ?? 0) +
      // Between equals, "retry queue" says more than "queue".
      (modifiers.length ? 0.5 : 0);
    if (!best || score > best.score) best = { phrase: p, score };
  }
  if (!best) return null;
  return best.phrase.words.map((w, i) => (i === 0 ? w.text : w.pre + w.text)).join('');
}

/** "Retry queue (payments)": the phrase, capitalised, with the tag unless the phrase says it. */
export function subjectWith(phrase: string, tags: string[]): string {
  const text = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  const tag = tags[0];
  if (!tag) return text;
  const inPhrase = tag
    .toLowerCase()
    .split(/[-_\s]+/)
    .every((part) => text.toLowerCase().includes(part.replace(/s$/, '')));
  return inPhrase ? text : `${text} (${tag})`;
}
