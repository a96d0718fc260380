// What we ask a model; the JSON shapes it must answer in are summary-schema.ts's.
import type {
  DailyReportRequest,
  SessionInput,
  SessionSummaryRequest,
  WeeklyReviewRequest,
  WritingPreferences,
} from './ai-provider';
import { wallClock } from './wall-clock';

function rules(prefs: WritingPreferences): string {
  const lines = [
    `Write in ${prefs.language || 'English'}.`,
    'Use only facts from the notes; do not invent work that is not mentioned.',
    `Times are the user's local times (${prefs.timeZone ?? 'UTC'}); write any time of day as given.`,
    'Keep each bullet short (one sentence), concrete, and without a leading dash.',
  ];
  if (prefs.customInstructions?.trim()) {
    lines.push(
      `The user's own instructions (follow them unless they conflict with the format): ${prefs.customInstructions.trim()}`,
    );
  }
  return lines.join('\n');
}

function sessionText(session: SessionInput, timeZone: string | undefined, withIds = false): string {
  const at = (iso: string) => wallClock(iso, timeZone);
  const notes = [...session.notes]
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp))
    .map((n) => `${withIds && n.id ? `(note ${n.id}) ` : ''}[${at(n.timestamp)}] ${n.content}`)
    .join('\n');
  return `Session from ${at(session.startTime)} to ${session.endTime ? at(session.endTime) : 'still running'}.\nNotes:\n${notes || '(no notes)'}`;
}

export function sessionSummaryMessages(request: SessionSummaryRequest) {
  return [
    {
      role: 'system' as const,
      content: `You summarize one work session of a personal work diary as a stand-up. Answer with JSON: a short subject (a title of at most 10 words) and sections: done (work finished), decided (decisions), blocked (what waits on someone or something) and next (next steps); each line one short sentence with the ids of the notes it comes from (only ids shown as "note …"). Leave a section empty when the notes say nothing for it.\n${rules(request)}`,
    },
    { role: 'user' as const, content: sessionText(request.session, request.timeZone, true) },
  ];
}

export function dailyReportMessages(request: DailyReportRequest) {
  const sessions = request.sessions
    .map((s, i) => {
      const summary = s.summary ? `\nSummary: ${s.summary.subject}\n${s.summary.description}` : '';
      return `Session ${i + 1}: ${sessionText(s, request.timeZone)}${summary}`;
    })
    .join('\n\n');
  return [
    {
      role: 'system' as const,
      content: `You write the daily report of a personal work diary for ${request.date}. Answer with JSON: a subject (a title for the day), bullets (what was done, in order) and insights (3 to 6 observations: time spent, focus, recurring topics, suggestions).\n${rules(request)}`,
    },
    { role: 'user' as const, content: sessions || '(no sessions)' },
  ];
}

export function weeklyReviewMessages(request: WeeklyReviewRequest) {
  const { facts } = request;
  const period = facts.period ?? 'week';
  const days = request.days
    .map((d) => {
      const sessions = d.sessions
        .map((s) => {
          const tags = s.tags.length ? ` [tags: ${s.tags.join(', ')}]` : '';
          const summary = s.summary ? `\nSummary: ${s.summary.subject}\n${s.summary.description}` : '';
          return `${sessionText(s, request.timeZone)}${tags}${summary}`;
        })
        .join('\n');
      return `${d.date} (${d.minutes} minutes)${d.reportSubject ? `, daily report: ${d.reportSubject}` : ''}\n${sessions || '(no work)'}`;
    })
    .join('\n\n');
  const tags = facts.tags.map((t) => `${t.name} (${t.minutes} minutes)`).join(', ') || '(none)';
  const busiest = facts.busiestDay
    ? `${facts.busiestDay.weekday} ${facts.busiestDay.date} (${facts.busiestDay.minutes} minutes)`
    : '(no work)';
  return [
    {
      role: 'system' as const,
      content: `You write the ${period}ly review of a personal work diary for the ${period} starting ${facts.week}. Answer with JSON: a subject (a title for the ${period}), bullets (what was done, by theme) and insights (3 to 6 observations: where the time went by tag, the busiest day, focus, suggestions for next ${period}). Name the tags and the busiest day.\n${rules(request)}`,
    },
    {
      role: 'user' as const,
      content: `Total: ${facts.totalMinutes} minutes in ${facts.sessionCount} sessions.\nTime by tag: ${tags}.\nBusiest day: ${busiest}.\n\n${days}`,
    },
  ];
}
