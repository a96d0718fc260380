// Offline weekly review: one line per day with work (its report's subject or its sessions'
// subjects), the week's decisions, open blockers and next steps gathered from its summaries'
// sections, the week's facts (total, busiest day, tags) and its recurring topics.
import { formatDuration } from '@diary/contracts';
import type { DailyReportContent, WeeklyReviewRequest } from '../ai-provider';
import { toBulletLines } from '../bullets';
import { factSentences } from '../../weekly/week-facts';
import { languageNote } from './language-label';
import { OfflineOptions, summarizeSessionOffline } from './session-summarizer';
import { sessionSections } from './session-sections';
import { SECTION_TITLES } from './section-lines';
import { TermCounts, contentWords, stem } from './text-analysis';

/** How many decisions, open blockers and next steps the review lists (the latest first). */
const MAX_PER_SECTION = 5;
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
  const blocked: Array<WeekLine & { terms: Set<string> }> = [];
  const next: WeekLine[] = [];
  const done: Array<{ date: string; terms: Set<string> }> = [];
  for (const day of request.days) {
    for (const session of day.sessions) {
      const sections = sessionSections(session, opts);
      if (!sections) continue;
      const add = (list: WeekLine[], text: string) => {
        if (!list.some((l) => l.text.toLowerCase() === text.toLowerCase()))
          list.push({ text, date: day.date });
      };
      for (const l of sections.decided) add(decided, l.text);
      for (const l of sections.next) add(next, l.text);
      for (const l of sections.blocked) {
        const terms = termsOf(l.text);
        // "Still waiting on legal review" on Friday is Monday's "Waiting on legal review", still open.
        const same = blocked.findIndex(
          (b) => covered(b.terms, terms) >= 0.8 && covered(terms, b.terms) >= 0.8,
        );
        if (same >= 0) blocked.splice(same, 1);
        blocked.push({ text: l.text, date: day.date, terms });
      }
      for (const l of sections.done) done.push({ date: day.date, terms: termsOf(l.text) });
    }
  }
  const open = blocked.filter(
    (b) => !done.some((d) => d.date > b.date && covered(b.terms, d.terms) >= RESOLVED),
  );
  const latest = <T extends WeekLine>(list: T[]) =>
    [...list]
      .reverse()
      .slice(0, MAX_PER_SECTION)
      .map(({ text, date }) => ({ text, date }));
  return { decided: latest(decided), blocked: latest(open), next: latest(next) };
}

export function writeWeeklyReviewOffline(
  request: WeeklyReviewRequest,
  opts: OfflineOptions,
): DailyReportContent {
  const { facts } = request;
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
        .map(
          (s) =>
            (s.summary ?? summarizeSessionOffline({ ...request, session: s, language: 'English' }, opts))
              .subject,
        )
        .filter(Boolean)
        .join('; ');
    lines.push(`${day.date} (${formatDuration(day.minutes)}): ${subject || 'no notes'}`);
  }
  if (!lines.length) lines.push('No work was recorded this week.');
  const standUp = weekStandUp(request, opts);
  for (const name of ['decided', 'blocked', 'next'] as const)
    for (const l of standUp[name]) lines.push(`${SECTION_TITLES[name]} (${l.date}): ${l.text}`);
  const topics = terms.top(5);
  const insights = factSentences(facts);
  if (standUp.decided.length || standUp.blocked.length || standUp.next.length)
    insights.push(
      `This week: ${plural(standUp.decided.length, 'decision')}, ${plural(standUp.blocked.length, 'open blocker')}, ${plural(standUp.next.length, 'next step')} (the latest ${MAX_PER_SECTION} of each are listed).`,
    );
  if (topics.length) insights.push(`Recurring topics: ${topics.map((t) => t.term).join(', ')}.`);
  const note = languageNote(request.language);
  if (note) insights.push(note);
  const headline = facts.tags.length
    ? facts.tags.slice(0, 3).map((t) => t.name)
    : topics.slice(0, 3).map((t) => t.term);
  const subject = `Week of ${facts.week}: ${headline.length ? headline.join(', ') : formatDuration(facts.totalMinutes)}`;
  lines.push(`Total: ${formatDuration(facts.totalMinutes)}`);
  return { subject, description: toBulletLines(lines), insights };
}
