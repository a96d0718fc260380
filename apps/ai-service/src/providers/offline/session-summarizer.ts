// The offline session writer: the notes split into clauses, labels and repeats dropped, each
// clause placed in done / decided / blocked / next with the ids of the notes it came from, the
// people, references and links named, and a subject naming the session's main topic. The
// description is rendered from the sections as the spec's "- " bullets, after the session's times
// in the user's zone. Deterministic: the same notes give the same summary in any order.
import type { Summary, SummarySectionName } from '@diary/contracts';
import { formatDuration, wholeMinutesBetween } from '@diary/contracts';
import type { NoteInput, SessionSummaryRequest } from '../ai-provider';
import { toBulletLines } from '../bullets';
import { clockTime } from './clock';
import { writerWords, type TimeFormat, type WriterWords } from './writer-language';
import { isHeading, noteParts, type Clause } from './clauses';
import { placeClauses } from './clause-sections';
import { languageNote } from './language-label';
import { markResolved } from './resolved-blockers';
import { findMentions } from './mentions';
import { SectionBuilder, lineText, sectionBullets } from './section-lines';
import { sessionSubject } from './session-subject';

export interface OfflineOptions {
  /** IANA zone every time of day is written in (the user's `timeZone`; UTC when unset). */
  timeZone: string;
  /** Epoch ms, for sessions still running. */
  now: number;
  /** How times of day are written (the user's timeFormat); 24-hour when unset. */
  timeFormat?: TimeFormat;
}

/** Notes in the order written (ties by id, then text), so the result does not depend on input order. */
export function inWritingOrder<T extends NoteInput>(notes: T[]): T[] {
  return [...notes].sort(
    (a, b) =>
      Date.parse(a.timestamp) - Date.parse(b.timestamp) ||
      (a.id ?? '').localeCompare(b.id ?? '') ||
      a.content.localeCompare(b.content),
  );
}

/** "07:10 – 09:05" (or "7:10 AM – 9:05 AM"), in the zone; "now" for a running session. */
export function sessionRange(
  startTime: string,
  endTime: string | null,
  timeZone: string,
  timeFormat: TimeFormat = '24h',
  words: WriterWords = writerWords('English'),
): string {
  const at = (iso: string) => clockTime(iso, timeZone, timeFormat, words.locale);
  return `${at(startTime)} – ${endTime ? at(endTime) : words.now}`;
}

/** How many of the tokens are words or numbers, counted up to `enough`. */
function wordCount(tokens: Clause['tokens'], enough: number): number {
  let n = 0;
  for (const t of tokens) if ((t.type === 'word' || t.type === 'number') && ++n >= enough) break;
  return n;
}

export function summarizeSessionOffline(request: SessionSummaryRequest, opts: OfflineOptions): Summary {
  const { session } = request;
  const words = writerWords(request.language);
  const range = sessionRange(session.startTime, session.endTime, opts.timeZone, opts.timeFormat, words);
  const minutes = wholeMinutesBetween(session.startTime, session.endTime, opts.now);
  const header = `${range} (${formatDuration(minutes)})`;
  const note = languageNote(request.language);
  const notes = inWritingOrder(session.notes);

  const builder = new SectionBuilder();
  const clausesByNote: Clause[][] = [];
  /** Each note's clauses with their sections (a subject never names a blocker). */
  const subjectClauses: Array<Array<Clause & { section: SummarySectionName }>> = [];
  const topics: string[] = [];
  for (const n of notes) {
    const parts = noteParts(n.content);
    clausesByNote.push(parts.filter((p): p is Clause => !isHeading(p)));
    for (const p of parts) if (isHeading(p) && p.topic && !p.forced) topics.push(p.heading);
    const work: Array<Clause & { section: SummarySectionName }> = [];
    for (const { clause, section } of placeClauses(parts)) {
      work.push({ ...clause, section });
      // A word on its own ("Standup", "Coffee") is not a line of a stand-up.
      if (wordCount(clause.tokens, 2) < 2) continue;
      builder.add(section, clause.text, n.id ? [n.id] : []);
    }
    subjectClauses.push(work);
  }
  const { sections } = builder;
  markResolved(sections, new Map(notes.flatMap((n) => (n.id ? [[n.id, Date.parse(n.timestamp)]] : []))));
  const tokens = clausesByNote.flat().map((c) => c.tokens);
  const mentions = findMentions(
    notes.map((n) => n.content),
    tokens,
  );
  const people = new Set(mentions.filter((m) => m.kind === 'person').flatMap((m) => m.text.split(' ')));
  const subject =
    sessionSubject({ topics, clauses: subjectClauses, people, tags: session.tags ?? [] }) ??
    (clausesByNote.flat()[0] ? lineText(clausesByNote.flat()[0].text) : `${words.workSession}, ${range}`);

  const lines = [header, ...sectionBullets(sections, words)];
  if (notes.length === 0) lines[0] = `${header}: ${words.noNotes}`;
  if (note) lines.push(note);
  return { subject, description: toBulletLines(lines), sections, mentions };
}
