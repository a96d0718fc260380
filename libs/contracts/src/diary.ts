import type { WorkNote } from './note';
/** The four stand-up sections a summary or a daily report is written in (contract, Round three). */
export const SUMMARY_SECTION_NAMES = ['done', 'decided', 'blocked', 'next'] as const;
export type SummarySectionName = (typeof SUMMARY_SECTION_NAMES)[number];

/** One line of a section, with the ids of the notes it came from (each a note of that session or day). */
export interface SummaryLine {
  text: string;
  noteIds: string[];
  /**
   * A blocker that a later note of the same session, day or week resolved (it names the same
   * person or ticket with approved, done, fixed, merged, unblocked, resolved or confirmed). Kept
   * in `blocked` so the line can still be read, but out of the open list. Absent means open.
   */
  resolved?: boolean;
  /** The person wrote or changed this line (PATCH …/summary or …/reports/{date}); a regeneration keeps it. */
  edited?: boolean;
}

export type SummarySections = Record<SummarySectionName, SummaryLine[]>;

/** A person, a PR/issue/ticket id, or a link named in the notes. */
export interface SummaryMention {
  kind: 'person' | 'ref' | 'link';
  text: string;
}

export interface Summary {
  subject: string;
  /** Lines, each a bullet starting with "- ", rendered from `sections` when there are any. */
  description: string;
  /** Absent on summaries written before round three. */
  sections?: SummarySections;
  mentions?: SummaryMention[];
  /**
   * Who wrote it: "offline", an engine and model ("openai gpt-4o-mini", "ollama qwen2.5:3b",
   * "llama.cpp model.gguf"), or "offline (fallback: …)" when the engine's answer was unusable.
   */
  provider?: string;
  /** The person changed its subject or lines; absent when it is all the writer's. */
  edited?: boolean;
}

export interface WorkRecord {
  id: string;
  userId: string;
  startTime: string;
  endTime: string | null;
  isActive: boolean;
  /** yyyy-MM-dd in the user's local calendar, chosen by the client. */
  date: string;
  notes: WorkNote[];
  summary: Summary | null;
  /**
   * True when a note of this record was added, edited or deleted after its summary was written
   * (the summary no longer tells the notes; autoSummarize writes it again). Absent means false.
   */
  summaryStale?: boolean;
  /** Trimmed, lower-cased, 1–32 characters, at most 10 (see time.ts). */
  tags: string[];
  /** The session's project (projects.ts), or null; the server always sends it. */
  projectId?: string | null;
  /** The user's own words for the session (at most 500 characters), shown on the timesheet. */
  description?: string | null;
}

export interface DayResponse {
  records: WorkRecord[];
  /** Minutes, an integer; an active record counts up to now. */
  totalDuration: number;
}

export interface DraftNote {
  date: string;
  content: string;
}

/** Longest note, draft or summary description the diary accepts, in characters. */
export const NOTE_MAX_LENGTH = 100_000;
/** Longest summary subject the diary accepts, in characters. */
export const SUMMARY_SUBJECT_MAX_LENGTH = 500;
/** Most search documents one page of the diary's reindex route returns. */
export const SEARCH_DOCUMENTS_MAX_PAGE = 1000;
