// What an import file holds once read, whatever its format: sessions with their notes and summary,
// drafts, reports and settings. Times are instants; dates are the user's local days.
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { ExportedNote, ExportedReport, Summary, UserSettings } from '@diary/contracts';

/**
 * A note to import: the archive's note (ExportedNote) with its times as Dates; `revisions` are its
 * earlier versions, newest first, and `sealed` a sealed note's envelope (content ""), archives only.
 */
export type ImportedNote = Omit<ExportedNote, 'id' | 'timestamp' | 'revisions'> & {
  timestamp: Date;
  revisions?: Array<{ content: string; editedAt: Date }>;
};

export interface ImportedRecord {
  /** The record's id in the archive, which its attachments name. */
  sourceId?: string;
  date: string;
  startTime: Date;
  endTime: Date | null;
  isActive: boolean;
  tags: string[];
  notes: ImportedNote[];
  summary: Summary | null;
  /** The key of its project: in the head's `projects` (archive), or described by `project` (CSV). */
  projectKey?: string;
  /** A CSV entry's project as the file describes it (the first entry naming a key decides). */
  project?: ImportedProject;
  /** The session's own description (a CSV entry's Description). */
  description?: string | null;
}

/** A project named by the file: found by name among the user's, else created. */
export interface ImportedProject {
  /** The archive's project id, or the lower-cased name for a CSV. */
  key: string;
  name: string;
  client: string | null;
  hourlyRate: number | null;
  currency: string | null;
  color: string;
}

export interface ImportBundle {
  source: 'work-diary' | 'toggl' | 'clockify';
  records: ImportedRecord[];
  drafts: Array<{ date: string; content: string }>;
  reports: ExportedReport[];
  settings: Partial<UserSettings> | null;
  /** Projects the records name (CSV Project and Client columns; the archive's projects). */
  projects?: ImportedProject[];
  /** Images of our own archive, each naming its record by the archive's record id. */
  attachments?: ImportedAttachment[];
}

export interface ImportedAttachment {
  id: string;
  recordSourceId: string;
  data: Buffer;
}

/**
 * An import file as it is read: what comes once (the format, drafts, reports, settings, the images'
 * names) at once, then the sessions one at a time, then the images one at a time, so that they can
 * be added in batches as they are read. close() ends the reading (the file is left to the caller).
 */
export interface ImportReading {
  head: Omit<ImportBundle, 'records' | 'attachments'>;
  /** The images the file holds, without their bytes, in the order attachments() gives them. */
  attachmentList: Array<Omit<ImportedAttachment, 'data'>>;
  records: AsyncIterable<ImportedRecord> | Iterable<ImportedRecord>;
  /** The images with their bytes; read after the sessions. */
  attachments(): Iterable<ImportedAttachment>;
  close(): void;
}

/** A file the import cannot read: 400, naming the line or field. */
export class ImportFileError extends BadRequestException {}

/** A file with more sessions (or notes) than IMPORT_MAX_ROWS: 413, with the way forward. */
export const tooManyRows = (maxRows: number) =>
  new PayloadTooLargeException(
    `The file holds more than ${maxRows.toLocaleString('en-US')} sessions or notes, more than one import takes: split it into smaller files.`,
  );
