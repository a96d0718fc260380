// The numbers of a period under review (a week, a month): minutes per day and by tag exactly as
// GET /api/stats gives them for the period (the diary's own query, asked over /internal), the
// busiest day, and the sentences every period review carries whatever wrote the rest. The days'
// records and the daily reports' subjects give the writer its material.
import {
  formatDuration,
  type DayResponse,
  type StatsResponse,
  type StatsTag,
  type WeekReportDay,
} from '@diary/contracts';
import type { WeekDayInput, WeekFacts } from '../providers/ai-provider';

const DAY_MS = 86_400_000;

/** The seven day keys of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  const start = Date.parse(`${monday}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/** Whether a day key is a Monday (day keys are calendar days: read in UTC). */
export function isMonday(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
}

export function weekdayName(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
}

export interface PeriodFacts {
  facts: WeekFacts;
  inputs: WeekDayInput[];
  days: WeekReportDay[];
  byTag: StatsTag[];
}

/** A week's facts: the period "week" over the seven days from `monday`. */
export function buildWeek(
  monday: string,
  days: DayResponse[],
  reportSubjects: Array<string | null>,
  stats: StatsResponse,
): PeriodFacts {
  return buildPeriod('week', weekDays(monday), days, reportSubjects, stats);
}

/** The facts of the period `period` over `dates` (its days in order; `days[i]` is `dates[i]`'s records). */
export function buildPeriod(
  period: string,
  dates: string[],
  days: DayResponse[],
  reportSubjects: Array<string | null>,
  stats: StatsResponse,
): PeriodFacts {
  const minutesOf = new Map(stats.days.map((d) => [d.date, d.minutes]));
  const inputs: WeekDayInput[] = dates.map((date, i) => {
    const records = days[i]?.records ?? [];
    return {
      date,
      minutes: minutesOf.get(date) ?? 0,
      reportSubject: reportSubjects[i] ?? null,
      sessions: records.map((r) => ({
        startTime: r.startTime,
        endTime: r.endTime,
        notes: r.notes,
        summary: r.summary,
        tags: r.tags ?? [],
      })),
    };
  });
  const busiest = inputs.reduce<WeekDayInput | null>((a, b) => (b.minutes > (a?.minutes ?? 0) ? b : a), null);
  const facts: WeekFacts = {
    week: dates[0],
    ...(period === 'week' ? {} : { period }),
    totalMinutes: stats.totalMinutes,
    sessionCount: stats.sessions,
    // One minutes rule, as GET /api/stats and the Time tab count them: a session counts whole
    // under each of its tags.
    tags: stats.tags.map(({ name, minutes }) => ({ name, minutes })),
    projects: projectMinutes(stats),
    busiestDay: busiest
      ? { date: busiest.date, weekday: weekdayName(busiest.date), minutes: busiest.minutes }
      : null,
  };
  const reportDays = inputs.map((d) => ({
    date: d.date,
    minutes: d.minutes,
    subject: d.reportSubject ?? d.sessions.find((s) => s.summary)?.summary?.subject ?? null,
  }));
  return { facts, inputs, days: reportDays, byTag: facts.tags };
}

/** Minutes per project as GET /api/stats splits them; [] when no session of the week has a project. */
export function projectMinutes(stats: StatsResponse): Array<{ name: string; minutes: number }> {
  const list = stats.byProject ?? [];
  if (!list.some((p) => p.projectId !== null)) return [];
  return list.map((p) => ({ name: p.name ?? 'no project', minutes: p.minutes }));
}

/** Sentences a period review always carries: the total, the busiest day, the tags and the projects. */
export function factSentences(facts: WeekFacts): string[] {
  const lines = [
    `Total time: ${formatDuration(facts.totalMinutes)} across ${facts.sessionCount} ${facts.sessionCount === 1 ? 'session' : 'sessions'}.`,
  ];
  if (facts.busiestDay)
    lines.push(
      `Busiest day: ${facts.busiestDay.weekday} ${facts.busiestDay.date}, with ${formatDuration(facts.busiestDay.minutes)} of work.`,
    );
  if (facts.tags.length)
    lines.push(`Tags: ${facts.tags.map((t) => `${t.name} (${formatDuration(t.minutes)})`).join(', ')}.`);
  if (facts.projects?.length)
    lines.push(
      `Projects: ${facts.projects.map((p) => `${p.name} (${formatDuration(p.minutes)})`).join(', ')}.`,
    );
  return lines;
}
