// "When did I last talk to / meet / hear from X?" (contract, "Write-ups worth sending"): the person
// the question names, the sentence of a note that names them, and the answer's sentence. Pure; the
// rows come from last-contact.repository.ts.
import { formatDuration } from '@diary/contracts';

/** The verbs of meeting someone, each followed by the person: "talk to", "met with", "heard from". */
const CONTACT =
  /\b(?:talk(?:ed)?\s+(?:to|with)|spoken?\s+(?:to|with)|spoke\s+(?:to|with)|speak\s+(?:to|with)|chat(?:ted)?\s+with|call(?:ed)?|meet(?:\s+with|\s+up\s+with)?|met(?:\s+with|\s+up\s+with)?|hear(?:d)?\s+from|see|seen|saw|email(?:ed)?)\s+(.+)$/i;
/** The question asks for the last time ("last", "most recently", "the last time"). */
const LAST = /\b(last|most\s+recently|latest)\b/i;
/** Where the name ends: punctuation, or a word that starts a date or a topic. */
const NAME_END =
  /[?.!,;:()]|\s(?:about|on|in|at|last|lately|yesterday|today|this|during|regarding|for|before|after|since|again|and)\b/i;
/** A person's name: one to four words of letters (with ' - . inside), not a determiner or pronoun. */
const NAME_WORD = /^\p{L}[\p{L}'’.-]*$/u;
const NOT_NAMES = new Set(
  'a an the my our your their his her its this that these those someone somebody anyone anybody everyone him her them us you me team client clients customer customers boss manager'.split(
    ' ',
  ),
);

/** The person a "when did I last talk to …" question names, as written ("Priya", "Anna Kowalska"), or null. */
export function askedPerson(question: string): string | null {
  if (!LAST.test(question)) return null;
  const match = CONTACT.exec(question.trim());
  if (!match) return null;
  const words = match[1].split(NAME_END)[0].trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4 || !words.every((w) => NAME_WORD.test(w))) return null;
  if (NOT_NAMES.has(words[0].toLowerCase())) return null;
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Postgres regular expression for the name as whole words, any case (`~*`): \mPriya\M. */
export const nameSqlPattern = (name: string): string =>
  `\\m${name.split(/\s+/).map(escapeRegex).join('\\s+')}\\M`;

const namePattern = (name: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_])${name.split(/\s+/).map(escapeRegex).join('\\s+')}(?![\\p{L}\\p{N}_])`,
    'iu',
  );

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A note's line without its Markdown list or heading marks. */
const plain = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^\s*([#>*+-]|\d+\.|\[[ x]\])+\s*/i, '').trim())
    .filter(Boolean)
    .join('\n');

/** The note's sentence that names the person (its first sentence when none does, as a summary found it), cut to `max`. */
export function sentenceNaming(content: string, name: string, max = 200): string {
  const all = plain(content)
    .split('\n')
    .flatMap((line) => [...sentences.segment(line)].map((s) => s.segment.trim()))
    .filter(Boolean);
  const pattern = namePattern(name);
  const found = all.find((s) => pattern.test(s)) ?? all[0] ?? '';
  const flat = found.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export interface SessionTime {
  start: string;
  end: string | null;
  minutes: number;
  /** The times are UTC (no zone saved in Settings): the sentence says so. */
  utc: boolean;
}

/** "You last mentioned Priya on Nov 12 (the session 14:00–15:30, 1h 30m): “…”" */
export function lastContactAnswer(name: string, day: string, session: SessionTime, quote: string): string {
  const when = `${session.end ? `${session.start}–${session.end}` : `from ${session.start}`}${session.utc ? ' UTC' : ''}`;
  return `You last mentioned ${name} on ${day} (the session ${when}, ${formatDuration(session.minutes)}): “${quote}”`;
}

/** "I found no note that mentions Priya." ("… in October." when the question named days) */
export const noNoteAnswer = (name: string, rangeLabel?: string): string =>
  `I found no note that mentions ${name}${rangeLabel ? ` ${rangeLabel}` : ''}.`;
