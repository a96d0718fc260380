import type { Summary } from './diary';

export type ReportStatus = 'none' | 'generating' | 'completed' | 'failed';

export interface DailyReport {
  date: string;
  status: ReportStatus;
  subject: string | null;
  description: string | null;
  insights: string[];
  generatedAt: string | null;
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
