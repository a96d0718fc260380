// The one interface every AI provider implements: a session summary, a daily report, a ping.
import type { EngineCapabilities, Summary, SummarySections } from '@diary/contracts';

export interface NoteInput {
  /** The note's id, so each summary line can name the notes it came from. */
  id?: string;
  content: string;
  /** ISO instant. */
  timestamp: string;
}

export interface SessionInput {
  startTime: string;
  /** null while the session is still running. */
  endTime: string | null;
  notes: NoteInput[];
  /** The session's tags; the first one may complete the subject. */
  tags?: string[];
}

export interface WritingPreferences {
  /** The user's summaryLanguage, e.g. "English". */
  language: string;
  customInstructions: string | null;
  /**
   * The user's IANA time zone: every time of day written into text is shown in it. Absent when
   * the user has none yet; the provider then uses SUMMARY_TIME_ZONE.
   */
  timeZone?: string;
  /**
   * How times of day are written: the user's `timeFormat` when set, else the hour cycle of their
   * `locale`, else 24-hour (see offline/clock.ts resolveTimeFormat).
   */
  timeFormat?: '24h' | '12h';
}

export interface SessionSummaryRequest extends WritingPreferences {
  session: SessionInput;
}

export interface DaySession extends SessionInput {
  summary: Summary | null;
}

export interface DailyReportRequest extends WritingPreferences {
  /** yyyy-MM-dd. */
  date: string;
  sessions: DaySession[];
  /** Minutes per tag for the day, as GET /api/stats counts them (computed by the caller). */
  byTag?: Array<{ name: string; minutes: number }>;
}

export interface DailyReportContent {
  subject: string;
  /** Lines, each a bullet starting with "- ". */
  description: string;
  insights: string[];
  /** The day's sessions merged into the four stand-up lists. */
  sections?: SummarySections;
  byTag?: Array<{ name: string; minutes: number }>;
  /** Who wrote it, as a summary's provider says (see Summary.provider). */
  provider?: string;
}

/** One day of a week under review: its sessions (with tags) and its daily report's subject. */
export interface WeekDayInput {
  /** yyyy-MM-dd. */
  date: string;
  minutes: number;
  reportSubject: string | null;
  sessions: Array<DaySession & { tags: string[] }>;
}

/**
 * The facts of a period under review (a week, or another kind of write-ups/period-review-kinds.ts),
 * computed before any writer sees them (the same for every provider).
 */
export interface WeekFacts {
  /** The period's first day (a week's Monday), yyyy-MM-dd. */
  week: string;
  /** The period's noun as the writers say it ("week", "month"); "week" when absent. */
  period?: string;
  totalMinutes: number;
  sessionCount: number;
  /** Minutes by tag, most first. */
  tags: Array<{ name: string; minutes: number }>;
  /** Minutes by project, most first ("no project" for sessions without one); absent or [] when no session has a project. */
  projects?: Array<{ name: string; minutes: number }>;
  busiestDay: { date: string; weekday: string; minutes: number } | null;
}

export interface WeeklyReviewRequest extends WritingPreferences {
  facts: WeekFacts;
  days: WeekDayInput[];
}

export interface AiProvider {
  /** Short name shown by the connection test: "openai" or "local". */
  readonly name: string;
  readonly model: string;
  /** What this engine honours, for GET /api/diagnostic/openai and Settings. */
  readonly capabilities: EngineCapabilities;
  summarizeSession(request: SessionSummaryRequest): Promise<Summary>;
  writeDailyReport(request: DailyReportRequest): Promise<DailyReportContent>;
  /** The review of a week (or of the period `facts.period` names), from its days' reports, summaries and notes. */
  writeWeeklyReview(request: WeeklyReviewRequest): Promise<DailyReportContent>;
  /** Really calls the provider once; resolves with a sentence, rejects with ProviderError. */
  ping(): Promise<string>;
}

/** A provider failed (unreachable, timed out, or answered something unusable). Jobs retry it. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

export const AI_PROVIDER = Symbol('AI_PROVIDER');
