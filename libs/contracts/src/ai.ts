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
