// Request bodies of the ai service's routes.
import type { ExportedReport } from './your-data';

/** POST /api/work-records/{date}/generate-summary */
export interface GenerateSummaryRequest {
  /** Summarize every finished record again, not only those without a summary. */
  regenerate?: boolean;
  /** With `regenerate`: write the summaries and the report anew, dropping the person's edits. */
  discardEdits?: boolean;
}

/** POST of a user's reports from the diary's import (internal route): adds those of days without a report. */
export interface ImportReportsRequest {
  reports: ExportedReport[];
  /** Count what would be added, add nothing. */
  dryRun?: boolean;
}
