// "Where the time went": tags on work records, time statistics and the weekly review.
import type { DailyReport } from './ai';

/** At most this many tags on one record. */
export const TAGS_MAX_PER_RECORD = 10;
/** A tag is 1 to this many characters, after trimming. */
export const TAG_MAX_LENGTH = 32;
/** Longest range GET /api/stats answers, in days (both ends included). */
export const STATS_MAX_DAYS = 366;

/** A tag as the server stores it: trimmed and lower-cased. */
export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase();
}

/**
 * Normalizes a list of tags (trimmed, lower-cased, duplicates dropped, order kept) or returns the
 * sentence (without its final period) that says what is wrong with it.
 */
export function normalizeTags(value: unknown, label = 'tags'): { tags: string[] } | { error: string } {
  if (!Array.isArray(value)) return { error: `${label} must be a list of words, like ["meetings"]` };
  const tags: string[] = [];
  for (const raw of value) {
    if (typeof raw !== 'string') return { error: 'Each tag must be text' };
    const tag = normalizeTag(raw);
    if (!tag) return { error: 'Each tag needs at least one character besides spaces' };
    if (tag.length > TAG_MAX_LENGTH)
      return { error: `Each tag can be at most ${TAG_MAX_LENGTH} characters long` };
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > TAGS_MAX_PER_RECORD)
    return { error: `A session can have at most ${TAGS_MAX_PER_RECORD} tags` };
  return { tags };
}

/** GET /api/tags: one of the user's tags, most used first. */
export interface TagUsage {
  name: string;
  /** Records carrying the tag. */
  count: number;
  /** Their minutes (an active record up to now). */
  minutes: number;
}

export interface StatsDay {
  date: string;
  minutes: number;
  sessions: number;
  /**
   * The day's minutes per tag, most first, by the one minutes rule (contract, round four, as Toggl
   * does it): a session counts whole under each of its tags, so these may add up to more than
   * `minutes`.
   */
  byTag: StatsTag[];
  /** Minutes of the day's sessions without a tag. */
  untaggedMinutes: number;
}

export interface StatsTag {
  name: string;
  minutes: number;
}

/** GET /api/stats?from=&to= */
export interface StatsResponse {
  totalMinutes: number;
  sessions: number;
  /** Every day of the range, zeros included. */
  days: StatsDay[];
  /**
   * Minutes of the sessions carrying each tag, most first, a session counted whole under each of
   * its tags (so these can add up to more than the total); untagged time is not listed.
   */
  tags: StatsTag[];
  /** The same list as `tags` (one minutes rule); kept under this name for older clients. */
  byTag: StatsTag[];
  untaggedMinutes: number;
  longestSession: { id: string; date: string; minutes: number } | null;
  /**
   * The range's minutes per project, most first, with the project's colour (the same in every
   * chart); sessions without a project are one entry with projectId null. A session has at most
   * one project, so these add up to totalMinutes.
   */
  byProject?: StatsProject[];
}

export interface StatsProject {
  projectId: string | null;
  name: string | null;
  client: string | null;
  color: string | null;
  minutes: number;
}

export interface WeekReportDay {
  date: string;
  minutes: number;
  /** That day's report subject, or null when it has none. */
  subject: string | null;
}

/** GET /api/reports/week/{monday}: the daily report's shape (date = the Monday) plus the days. */
export interface WeekReport extends DailyReport {
  days: WeekReportDay[];
  /** The week changed (its minutes, a day's report) since this review was written; generate it again. */
  stale?: boolean;
}
