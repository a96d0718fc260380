// "Your data" (contract): the export archive, the import result, the calendar feed, and the
// internal routes the diary uses to gather and restore what other services own.
import type { UserSettings } from './auth';
import type { Summary } from './diary';

export const EXPORT_FORMATS = ['json', 'markdown', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportedNote {
  id: string;
  content: string;
  timestamp: string;
}

export interface ExportedRecord {
  id: string;
  date: string;
  startTime: string;
  endTime: string | null;
  isActive: boolean;
  tags: string[];
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

/** A weekly review in the JSON export (the ai service's weekly_reports), keyed by its Monday. */
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
}

/** Largest file POST /api/import accepts (413 above). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_FIELD = 'file';

/** GET /api/calendar-feed, POST /api/calendar-feed/rotate. */
export interface CalendarFeed {
  url: string;
}

/** Services that hold a user's rows and must acknowledge a user.deleted event, in delivery order. */
export const USER_DATA_SERVICES = ['ai', 'diary', 'search'] as const;
export type UserDataService = (typeof USER_DATA_SERVICES)[number];

export interface ReportsPage {
  reports: ExportedReport[];
  nextAfter: string | null;
}
