// A session's subject: its most central phrase, the noun phrase whose words recur across most of
// its notes (ties go to the one written first), with the session's tag where the phrase does not
// already say it. Not the first sentence: a session that starts with "Standup." is not about it.
import type { SummarySectionName } from '@diary/contracts';
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
  clause: Token[];
  note: number;
  order: number;
}

const stemOf = (t: Token) => (t.lemma || t.normal).toLowerCase().replace(/s$/, '');
const usable = (t: Token, people: Set<string>) =>
  PHRASE_POS.has(t.pos) &&
  t.type === 'word' &&
  /\p{L}{2}/u.test(t.text) &&
  // Paths, identifiers and numbers are details of the work, not its name.
  !/zzatom/.test(t.normal) &&
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

/**
 * The most central phrase of the notes (each a list of clause token lists), or null. Every clause
 * counts towards how central a word is; only clauses in `from` (when given) offer phrases.
 */
export function centralPhrase(
  notes: Token[][][],
  people: Set<string>,
  from?: Set<Token[]>,
): { text: string; notes: number } | null {
  const phrases: Phrase[] = [];
  const notesWith = new Map<string, Set<number>>();
  notes.forEach((clauses, note) => {
    for (const clause of clauses) {
      for (const words of phrasesOf(clause, people)) {
        phrases.push({ words, note, order: phrases.length, clause });
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
    if (from && !from.has(p.clause)) continue;
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
  return {
    text: best.phrase.words.map((w, i) => (i === 0 ? w.text : w.pre + w.text)).join(''),
    notes: df(best.phrase.words[best.phrase.words.length - 1]),
  };
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

const MAX_SUBJECT_CHARS = 120;
const TOPIC_WORDS = 8;
/** A ticket id ("PAY-1412", "QA-311"): the subject keeps it. */
const TICKET = /\b[A-Z][A-Z0-9]{1,9}-\d+\b/;

export interface SubjectInput {
  /** The notes' Markdown headings, in the order written. */
  topics: string[];
  /** Per note, its clauses and the section each was placed in. */
  clauses: Array<Array<{ text: string; tokens: Token[]; section: SummarySectionName }>>;
  people: Set<string>;
  tags: string[];
}

const cut = (text: string) =>
  text.length > MAX_SUBJECT_CHARS ? `${text.slice(0, MAX_SUBJECT_CHARS).replace(/\s+\S*$/, '')}…` : text;

/**
 * What the session worked on, in a few words: its first heading that names a topic ("LQ-95 SLA
 * report"), else its most central phrase over the work (never a blocker), with the ticket id of
 * the clause it came from ("Load test for PAY-1412"); null when the notes name nothing.
 */
export function sessionSubject({ topics, clauses, people, tags }: SubjectInput): string | null {
  const topic = topics.find(
    (t) => /\p{L}{2}/u.test(t) && t.split(/\s+/).some((w) => !NOT_TOPICS.has(w.toLowerCase())),
  );
  if (topic) return cut(subjectWith(topic.split(/\s+/).slice(0, TOPIC_WORDS).join(' '), tags));
  const work = clauses.flat().filter((c) => c.section !== 'blocked');
  const central = centralPhrase(
    clauses.map((list) => list.map((c) => c.tokens)),
    people,
    new Set(work.map((c) => c.tokens)),
  );
  // A phrase of few notes is a stray noun: then the first thing done says what the work was.
  const phrase =
    central && (central.notes > 1 || clauses.length < 2)
      ? central.text
      : (verbPhrase(work.find((c) => c.section === 'done')?.tokens ?? []) ?? central?.text);
  if (!phrase) return null;
  let text = phrase;
  if (!TICKET.test(phrase)) {
    const source = work.find((c) => c.text.includes(phrase) && TICKET.test(c.text));
    const ticket = source?.text.match(TICKET)?.[0];
    if (ticket) text = `${phrase} for ${ticket}`;
  }
  return cut(subjectWith(text, tags));
}

const VERB_PHRASE_WORDS = 5;

/** "Upgraded React Native", "Patched the dbt model": a done clause's verb and its object. */
function verbPhrase(tokens: Token[]): string | null {
  const words = tokens.filter((t) => t.type !== 'punctuation');
  if (words.length < 2) return null;
  const out: Token[] = [words[0]];
  let noun = false;
  for (const t of words.slice(1)) {
    if (out.length >= VERB_PHRASE_WORDS) break;
    const nominal = HEAD_POS.has(t.pos) || t.pos === 'ADJ' || t.pos === 'NUM' || /zzatom|\d/.test(t.normal);
    if (noun && !nominal) break;
    if (!['DET', 'ADP', 'PART', 'ADV'].includes(t.pos) && !nominal) break;
    if (t.pos === 'ADP' && noun) break;
    out.push(t);
    if (nominal) noun = true;
  }
  if (!noun) return null;
  return out.map((w, i) => (i === 0 ? w.text : w.pre + w.text)).join('');
}
