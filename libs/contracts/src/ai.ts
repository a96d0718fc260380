import type { Summary, SummarySections } from './diary';

export type ReportStatus = 'none' | 'generating' | 'completed' | 'failed';

export interface DailyReport {
  date: string;
  status: ReportStatus;
  subject: string | null;
  description: string | null;
  insights: string[];
  generatedAt: string | null;
  /** The day's sessions merged into the four stand-up lists (absent on older reports). */
  sections?: SummarySections;
  /** Minutes per tag for the day, as GET /api/stats counts them (absent on older reports). */
  byTag?: { name: string; minutes: number }[];
  /** The person changed its subject or lines (PATCH /api/reports/{date}); a regeneration keeps them. */
  edited?: boolean;
}

export interface GenerateSummaryResponse {
  recordIds: string[];
}

export interface ImageAnalysisResponse {
  texts: string[];
}

export interface DiagnosticResponse {
  ok: boolean;
  provider?: string;
  model?: string;
  message: string;
  /** What the engine in use honours, so Settings can say it plainly. */
  capabilities?: EngineCapabilities;
}

export interface EngineCapabilities {
  /** Writes its own sentences (a model), rather than structuring the user's. */
  abstractive: boolean;
  followsLanguage: boolean;
  followsInstructions: boolean;
}

export type { Summary };

/** Limits of POST /api/images/analyze-text (multipart, repeated field `image`). */
export const IMAGE_UPLOAD = {
  field: 'image',
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  /** Judged by the file's first bytes on the server; anything else answers 415. */
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
