// Offline daily report as a stand-up: the day's sessions (one line each, in the user's zone),
// their sections merged into Done / Decided / Blocked / Next with repeats folded, the minutes per
// tag the caller counted, and insights computed from the day: total time, time by tag, longest
// session, busiest period, how many decisions, blockers and next steps, recurring topics.
import type { DailyReportContent, DailyReportRequest, DaySession } from '../ai-provider';
import { toBulletLines } from '../bullets';
import {
  SUMMARY_SECTION_NAMES,
  formatDuration,
  wholeMinutesBetween,
  type SummarySections,
} from '@diary/contracts';
import { clockHour, hourLabel } from './clock';
import { languageNote } from './language-label';
import { SectionBuilder, sectionBullets } from './section-lines';
import { openBlockers } from './resolved-blockers';
import { sessionSections } from './session-sections';
import { standUpSections } from './stand-up';
import { writerWords, type WriterWords } from './writer-language';
import { OfflineOptions, sessionRange, summarizeSessionOffline } from './session-summarizer';
import { TermCounts } from './text-analysis';

const TOPIC_COUNT = 5;

interface TimedSession {
  session: DaySession;
  minutes: number;
  range: string;
  subject: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The two consecutive clock hours with the most minutes worked, e.g. "9 AM – 11 AM". */
export function busiestPeriod(
  sessions: DaySession[],
  opts: OfflineOptions,
): { label: string; minutes: number } | null {
  const perHour = new Array<number>(24).fill(0);
  for (const s of sessions) {
    const start = Date.parse(s.startTime);
    const end = s.endTime ? Date.parse(s.endTime) : opts.now;
    for (let t = start; t + 60000 <= end; t += 60000) perHour[clockHour(t, opts.timeZone)]++;
  }
  let bestHour = -1;
  let best = 0;
  for (let h = 0; h < 24; h++) {
    const minutes = perHour[h] + (h < 23 ? perHour[h + 1] : 0);
    if (minutes > best) {
      best = minutes;
      bestHour = h;
    }
  }
  if (bestHour < 0) return null;
  return {
    label: `${hourLabel(bestHour, opts.timeFormat)} – ${hourLabel(bestHour + 2, opts.timeFormat)}`,
    minutes: best,
  };
}

/** "payments 2h 30m, review 45m": minutes per tag, most first. */
export function tagTimes(byTag: Array<{ name: string; minutes: number }>): string {
  return [...byTag]
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name))
    .map((t) => `${t.name} ${formatDuration(t.minutes)}`)
    .join(', ');
}

/**
 * The day's sessions' sections merged in time order, the same line said twice folded into one, as
 * a stand-up: five done lines at most ("+N more"), blockers resolved later that day marked.
 */
export function mergeDaySections(
  sessions: DaySession[],
  opts: OfflineOptions,
  words: WriterWords = writerWords('English'),
): SummarySections {
  const merged = new SectionBuilder();
  const ordered = [...sessions].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const session of ordered) {
    const sections = sessionSections(session, opts);
    if (!sections) continue;
    for (const name of SUMMARY_SECTION_NAMES)
      for (const line of sections[name]) merged.add(name, line.text, line.noteIds);
  }
  const times = new Map(
    sessions.flatMap((s) => s.notes.flatMap((n) => (n.id ? [[n.id, Date.parse(n.timestamp)] as const] : []))),
  );
  return standUpSections(merged.sections, times, words.more);
}

/** The day's main pieces of work: its sessions' subjects, the longest first, each once, at most three. */
function mainWork(sessions: TimedSession[], words: WriterWords): string | null {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of [...sessions].sort((a, b) => b.minutes - a.minutes)) {
    // "Refund API (payments)": the tag is the day's time by tag, not the work's name.
    const name = s.subject.replace(/\s*\([^)]*\)$/, '').trim();
    if (!name || name.startsWith(`${words.workSession}, `) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out.length ? out.slice(0, 3).join('; ') : null;
}

export function writeDailyReportOffline(
  request: DailyReportRequest,
  opts: OfflineOptions,
): DailyReportContent {
  const words = writerWords(request.language);
  const ordered = [...request.sessions].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const sections = mergeDaySections(ordered, opts, words);
  const sessions: TimedSession[] = ordered.map((session) => {
    return {
      session,
      minutes: wholeMinutesBetween(session.startTime, session.endTime, opts.now),
      range: sessionRange(session.startTime, session.endTime, opts.timeZone, opts.timeFormat, words),
      subject: (session.summary ?? summarizeSessionOffline({ ...request, session }, opts)).subject,
    };
  });
  const byTag = [...(request.byTag ?? [])].sort(
    (a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name),
  );
  const total = sessions.reduce((sum, s) => sum + s.minutes, 0);
  const terms = new TermCounts();
  let noteCount = 0;
  for (const { session } of sessions) {
    for (const note of session.notes) terms.add(note.content);
    noteCount += session.notes.length;
    // A summary repeats its notes' words; it counts only where there are no notes to count.
    if (session.summary && session.notes.length === 0)
      terms.add(`${session.summary.subject}\n${session.summary.description}`);
  }
  const topics = terms.top(TOPIC_COUNT);
  const insights: string[] = [
    `Total time: ${formatDuration(total)} across ${plural(sessions.length, 'session')}.`,
  ];
  if (byTag.length) insights.push(`Time by tag: ${tagTimes(byTag)}.`);
  const longest = sessions.reduce<TimedSession | null>((a, b) => (!a || b.minutes > a.minutes ? b : a), null);
  if (longest && sessions.length > 1) {
    insights.push(
      `Longest session: ${longest.range} (${formatDuration(longest.minutes)}), ${longest.subject}.`,
    );
  }
  const busiest = busiestPeriod(request.sessions, opts);
  if (busiest)
    insights.push(`Busiest period: ${busiest.label}, with ${formatDuration(busiest.minutes)} of work.`);
  const counted = [
    plural(sections.decided.length, 'decision'),
    plural(openBlockers(sections).length, 'open blocker'),
    plural(sections.next.length, 'next step'),
  ];
  if (sections.decided.length || openBlockers(sections).length || sections.next.length)
    insights.push(`Stand-up: ${counted.join(', ')}.`);
  if (topics.length) {
    insights.push(
      `Recurring topics: ${topics.map((t) => `${t.term} (${plural(t.count, 'note')})`).join(', ')}.`,
    );
  }
  insights.push(`Notes written: ${noteCount}.`);
  const note = languageNote(request.language);
  if (note) insights.push(note);

  const subject = `${words.dailyReport}: ${mainWork(sessions, words) ?? `${sessions.length} × ${formatDuration(total)}`}`;
  // A stand-up, not a log: the day's sessions share one line.
  const lines = [
    `Sessions: ${sessions.map((s) => `${s.range} (${formatDuration(s.minutes)}): ${s.subject}`).join('; ')}`,
  ];
  lines.push(...sectionBullets(sections, words));
  lines.push(words.total(formatDuration(total), sessions.length));
  if (note) lines.push(note);
  return { subject, description: toBulletLines(lines), insights, sections, byTag };
}
