// Offline weekly review: one line per day with work (its report's subject or its sessions'
// subjects), the week's facts (total, busiest day, tags) and its recurring topics.
import { formatDuration } from '@diary/contracts';
import type { DailyReportContent, WeeklyReviewRequest } from '../ai-provider';
import { toBulletLines } from '../bullets';
import { factSentences } from '../../weekly/week-facts';
import { languageNote } from './language-label';
import { OfflineOptions, summarizeSessionOffline } from './session-summarizer';
import { TermCounts } from './text-analysis';

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
  const topics = terms.top(5);
  const insights = factSentences(facts);
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
