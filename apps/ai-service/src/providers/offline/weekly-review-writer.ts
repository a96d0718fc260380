// Offline weekly review (or a review of the period facts.period names): one line per day with work
// (its report's subject or its sessions' subjects), the period's decisions, open blockers and next
// steps gathered from its summaries' sections, its facts (total, busiest day, tags) and its
// recurring topics.
import { formatDuration, type SummaryLine } from '@diary/contracts';
import { markResolved } from './resolved-blockers';
import type { DailyReportContent, WeeklyReviewRequest } from '../ai-provider';
import { toBulletLines } from '../bullets';
import { factSentences } from '../../write-ups/period-facts';
import { languageNote } from './language-label';
import { OfflineOptions, summarizeSessionOffline } from './session-summarizer';
import { sessionSections } from './session-sections';
import { writerWords } from './writer-language';
import { TermCounts, contentWords, stem } from './text-analysis';

/** How many next steps the review lists (the latest first); every decision and open blocker is listed. */
const MAX_NEXT = 5;
/** A blocker whose words come back this much in a later "done" line counts as resolved. */
const RESOLVED = 0.5;

interface WeekLine {
  text: string;
  date: string;
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
const termsOf = (text: string) => new Set(contentWords(text).map(stem));

/** Share of the blocker's terms that a done line repeats. */
function covered(blocker: Set<string>, done: Set<string>): number {
  if (!blocker.size) return 0;
  let n = 0;
  for (const t of blocker) if (done.has(t)) n++;
  return n / blocker.size;
}

/** The week's decided, still-open blocked and next lines, each once, the latest first. */
export function weekStandUp(
  request: WeeklyReviewRequest,
  opts: OfflineOptions,
): { decided: WeekLine[]; blocked: WeekLine[]; next: WeekLine[] } {
  const decided: WeekLine[] = [];
  const blocked: Array<WeekLine & { terms: Set<string>; line: SummaryLine }> = [];
  const next: WeekLine[] = [];
  const done: Array<{ date: string; terms: Set<string> }> = [];
  const doneLines: SummaryLine[] = [];
  const times = new Map<string, number>();
  for (const day of request.days) {
    for (const session of day.sessions) {
      for (const n of session.notes) if (n.id) times.set(n.id, Date.parse(n.timestamp));
      const sections = sessionSections(session, opts);
      if (!sections) continue;
      const add = (list: WeekLine[], text: string) => {
        if (!list.some((l) => l.text.toLowerCase() === text.toLowerCase()))
          list.push({ text, date: day.date });
      };
      for (const l of sections.decided) add(decided, l.text);
      for (const l of sections.next) add(next, l.text);
      for (const l of sections.blocked) {
        if (l.resolved) continue;
        const terms = termsOf(l.text);
        // "Still waiting on legal review" on Friday is Monday's "Waiting on legal review", still open.
        const same = blocked.findIndex(
          (b) => covered(b.terms, terms) >= 0.8 && covered(terms, b.terms) >= 0.8,
        );
        if (same >= 0) blocked.splice(same, 1);
        blocked.push({ text: l.text, date: day.date, terms, line: { ...l } });
      }
      for (const l of sections.done) {
        done.push({ date: day.date, terms: termsOf(l.text) });
        doneLines.push(l);
      }
    }
  }
  // Resolved by name or ticket later in the week ("Marek approved the V212 migration").
  markResolved({ done: doneLines, decided: [], next: [], blocked: blocked.map((b) => b.line) }, times);
  const open = blocked.filter(
    (b) => !b.line.resolved && !done.some((d) => d.date > b.date && covered(b.terms, d.terms) >= RESOLVED),
  );
  const latest = <T extends WeekLine>(list: T[], max = Infinity) =>
    [...list]
      .reverse()
      .slice(0, max)
      .map(({ text, date }) => ({ text, date }));
  return { decided: latest(decided), blocked: latest(open), next: latest(next, MAX_NEXT) };
}

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** "Week of 2026-11-23", or a month by its name: "November 2026" (not "Month of 2026-11-01"). */
function periodName(period: string, start: string): string {
  if (period === 'month') return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
  return `${period[0].toUpperCase()}${period.slice(1)} of ${start}`;
}

export function writeWeeklyReviewOffline(
  request: WeeklyReviewRequest,
  opts: OfflineOptions,
): DailyReportContent {
  const { facts } = request;
  const period = facts.period ?? 'week';
  const words = writerWords(request.language);
  const terms = new TermCounts();
  const lines: string[] = [];
  for (const day of request.days) {
    if (!day.sessions.length) continue;
    for (const s of day.sessions) {
      for (const note of s.notes) terms.add(note.content);
      if (s.summary && s.notes.length === 0) terms.add(`${s.summary.subject}\n${s.summary.description}`);
    }
    const subject =
      day.reportSubject ??
      day.sessions
        .map((s) => (s.summary ?? summarizeSessionOffline({ ...request, session: s }, opts)).subject)
        .filter(Boolean)
        .join('; ');
    lines.push(`${day.date} (${formatDuration(day.minutes)}): ${subject || 'no notes'}`);
  }
  if (!lines.length) lines.push(`No work was recorded this ${period}.`);
  const standUp = weekStandUp(request, opts);
  for (const name of ['decided', 'blocked', 'next'] as const)
    for (const l of standUp[name]) lines.push(`${words.sections[name]} (${l.date}): ${l.text}`);
  const topics = terms.top(5);
  const insights = factSentences(facts);
  if (standUp.decided.length || standUp.blocked.length || standUp.next.length)
    insights.push(
      `This ${period}: ${plural(standUp.decided.length, 'decision')}, ${plural(standUp.blocked.length, 'open blocker')}, ${plural(standUp.next.length, 'next step')} (the latest ${MAX_NEXT} next steps are listed).`,
    );
  if (topics.length) insights.push(`Recurring topics: ${topics.map((t) => t.term).join(', ')}.`);
  const note = languageNote(request.language);
  if (note) insights.push(note);
  const headline = facts.tags.length
    ? facts.tags.slice(0, 3).map((t) => t.name)
    : topics.slice(0, 3).map((t) => t.term);
  const subject = `${periodName(period, facts.week)}: ${headline.length ? headline.join(', ') : formatDuration(facts.totalMinutes)}`;
  lines.push(`Total: ${formatDuration(facts.totalMinutes)}`);
  return { subject, description: toBulletLines(lines), insights };
}
