// "Your data" (contract): the export archive, the import result, the calendar feed, and the
// internal routes the diary uses to gather and restore what other services own.
import type { UserSettings } from './auth';
import type { Summary } from './diary';
import type { Project } from './projects';
import type { ExportedNote } from './note';

export const EXPORT_FORMATS = ['json', 'markdown', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportedRecord {
  id: string;
  date: string;
  startTime: string;
  endTime: string | null;
  isActive: boolean;
  tags: string[];
  /** The archive's project id (absent in archives made before projects). */
  projectId?: string | null;
  notes: ExportedNote[];
  summary: Summary | null;
}

export interface ExportedReport {
  date: string;
  subject: string | null;
  description: string | null;
  insights: string[];
  generatedAt: string | null;
}

/** A weekly review in the JSON export (the ai service's period_reviews of kind week), keyed by its Monday. */
export interface ExportedWeeklyReview {
  week: string;
  subject: string | null;
  description: string | null;
  insights: string[];
  days: Array<{ date: string; minutes: number; subject: string | null }>;
  generatedAt: string | null;
}

/** GET /api/export?format=json: the whole diary of one user. */
export interface ExportArchive {
  format: 'work-diary';
  version: 1;
  exportedAt: string;
  user: { username: string; email: string | null };
  settings: Partial<UserSettings>;
  records: ExportedRecord[];
  drafts: Array<{ date: string; content: string }>;
  reports: ExportedReport[];
  /** Completed weekly reviews, oldest week first (absent from archives written before issue 33). */
  weeklyReviews?: ExportedWeeklyReview[];
  /** The projects the records name (absent in archives made before projects). */
  projects?: Project[];
  /** Images of the records above (absent in archives made before attachments). */
  attachments?: ExportedAttachment[];
}

/** One attachment in the JSON archive: its bytes in base64, its record by the archive's record id. */
export interface ExportedAttachment {
  id: string;
  workRecordId: string;
  contentType: string;
  width: number;
  height: number;
  data: string;
}

/** POST /api/import → 200: what was added, and how many items were already there (or unusable). */
export interface ImportResult {
  records: number;
  notes: number;
  drafts: number;
  reports: number;
  skipped: number;
  /** Images added (counted apart from notes). */
  attachments?: number;
  /** Projects created (a project the user has by that name is used, not counted). */
  projects?: number;
}

/** The form field of POST /api/import's file (its largest size is the server's IMPORT_MAX_MB). */
export const IMPORT_FIELD = 'file';

/** GET /api/calendar-feed, POST /api/calendar-feed/rotate. */
export interface CalendarFeed {
  url: string;
}
