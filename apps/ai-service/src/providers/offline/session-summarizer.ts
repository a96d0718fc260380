// Offline session summary: the most informative sentences of the notes, each with its time, and a
// subject taken from the most informative phrase. Deterministic: same notes, same summary.
import type { Summary } from '@diary/contracts';
import type { SessionSummaryRequest } from '../ai-provider';
import { toBulletLines } from '../bullets';
import { formatDuration, wholeMinutesBetween } from '@diary/contracts';
import { clockTime } from './clock';
import { languageNote } from './language-label';
import { TermCounts, contentWords, overlap, splitSentences, startsWithAction, words } from './text-analysis';
import { STOPWORDS } from './stopwords';

export const MAX_BULLETS = 6;
const MAX_BULLET_CHARS = 200;
const MAX_SUBJECT_WORDS = 10;

export interface OfflineOptions {
  timeZone: string;
  /** Epoch ms, for sessions still running. */
  now: number;
}

interface Candidate {
  text: string;
  timestamp: string;
  position: number;
  score: number;
  contentCount: number;
}

/** A link says where, not what: its parts (host, path, file name) are not words of the note. */
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
const withoutLinks = (text: string) => text.replace(LINK, ' ');

/** Ranks every sentence of the notes; higher is more informative. */
export function rankSentences(notes: SessionSummaryRequest['session']['notes']): Candidate[] {
  const sorted = [...notes].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const terms = new TermCounts();
  for (const note of sorted) terms.add(withoutLinks(note.content));
  const candidates: Candidate[] = [];
  for (const note of sorted) {
    for (const text of splitSentences(note.content)) {
      const plain = withoutLinks(text);
      const content = contentWords(plain);
      const unique = new Map(content.map((w) => [w.toLowerCase(), w]));
      // Terms that recur across the session are its topic; each counts once per sentence.
      let score = [...unique.values()].reduce((sum, w) => sum + 1 + Math.log(terms.count(w)), 0);
      if (startsWithAction(plain)) score += 1.5;
      score += words(plain).filter((w) => /\d|[#/+]|[a-z][A-Z]/.test(w)).length * 0.5;
      const length = words(plain).length;
      if (length > 25) score /= 1 + (length - 25) * 0.05;
      candidates.push({
        text,
        timestamp: note.timestamp,
        position: candidates.length,
        score,
        contentCount: unique.size,
      });
    }
  }
  return candidates;
}

/** The sentences that say something (two content words or more, when any does), best first. */
function bestFirst(candidates: Candidate[]): Candidate[] {
  const meaningful = candidates.filter((c) => c.contentCount >= 2);
  const pool = meaningful.length ? meaningful : candidates;
  return [...pool].sort((a, b) => b.score - a.score || a.position - b.position);
}

/** Picks the best sentences (no near-duplicates), then puts them back in time order. */
export function pickSentences(candidates: Candidate[], max = MAX_BULLETS): Candidate[] {
  const chosen: Candidate[] = [];
  for (const c of bestFirst(candidates)) {
    if (chosen.length >= max) break;
    if (chosen.some((k) => overlap(k.text, c.text) >= 0.6)) continue;
    chosen.push(c);
  }
  return chosen.sort((a, b) => a.position - b.position);
}

function tidy(sentence: string, maxChars: number): string {
  let text = sentence.trim().replace(/[.;,:]+$/, '');
  if (text.length > maxChars) text = `${text.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first clause of the best sentence, cut to a few words and ended on a content word. */
export function subjectFrom(sentence: string): string {
  const clause = sentence.split(/[,;:()]|\s[-–—]\s/)[0] ?? sentence;
  // "Fixed the timeout by batching the queries" → "Fixed the timeout": the main clause is the headline.
  const main = clause.split(
    /\s(?:where|which|because|since|so that|when|while|although|though|but|by|after|before|until|via)\s/i,
  )[0];
  const source = [main, clause].find((c) => contentWords(c).length >= 2) ?? sentence;
  const all = source.trim().split(/\s+/);
  let list = all.slice(0, MAX_SUBJECT_WORDS);
  if (all.length > list.length) {
    // Cut too long: end before the last "and"/"or"/"then" rather than in the middle of a second action.
    const joint = list.findLastIndex((w, i) => i >= 3 && /^(and|or|then)$/i.test(w));
    if (joint > 0) list = list.slice(0, joint);
  }
  while (list.length > 1 && STOPWORDS.has(list[list.length - 1].toLowerCase().replace(/[^\p{L}']/gu, '')))
    list.pop();
  return tidy(list.join(' '), 120);
}

export function summarizeSessionOffline(request: SessionSummaryRequest, opts: OfflineOptions): Summary {
  const { session } = request;
  const start = clockTime(session.startTime, opts.timeZone);
  const end = session.endTime ? clockTime(session.endTime, opts.timeZone) : 'now';
  const duration = formatDuration(wholeMinutesBetween(session.startTime, session.endTime, opts.now));
  const note = languageNote(request.language);
  const candidates = rankSentences(session.notes);
  if (candidates.length === 0) {
    return {
      subject: `Work session, ${start} – ${end}`,
      description: toBulletLines([`${start}: Worked for ${duration} without notes`, ...(note ? [note] : [])]),
    };
  }
  const best = bestFirst(candidates)[0];
  const bullets = pickSentences(candidates).map(
    (c) => `${clockTime(c.timestamp, opts.timeZone)}: ${tidy(c.text, MAX_BULLET_CHARS)}`,
  );
  return {
    subject: subjectFrom(best.text),
    description: toBulletLines([...bullets, ...(note ? [note] : [])]),
  };
}
