// Daily reports in the ai database: read one, mark it generating, store it, mark it failed.
import { Injectable } from '@nestjs/common';
import type { DailyReport, ReportStatus } from '@diary/contracts';
import type { DailyReportContent } from '../providers/ai-provider';
import { DailyReportsRepository } from './daily-reports.repository';

@Injectable()
export class ReportsService {
  constructor(private readonly reports: DailyReportsRepository) {}

  async get(userId: string, date: string): Promise<DailyReport> {
    const row = await this.reports.find(userId, date);
    return {
      date,
      status: row?.status ?? 'none',
      subject: row?.subject ?? null,
      description: row?.description ?? null,
      insights: row?.insights ?? [],
      generatedAt: row?.generatedAt?.toISOString() ?? null,
      ...(row?.sections ? { sections: row.sections } : {}),
      ...(row?.byTag ? { byTag: row.byTag } : {}),
    };
  }

  /** Keeps any earlier content, so the screen can show it while the new one is made. */
  setStatus(userId: string, date: string, status: ReportStatus): Promise<void> {
    return this.reports.upsert(userId, date, { status });
  }

  store(userId: string, date: string, content: DailyReportContent): Promise<void> {
    const { subject, description, insights } = content;
    return this.reports.upsert(userId, date, {
      status: 'completed',
      subject,
      description,
      insights,
      // A provider that gives no sections clears the ones an earlier report had.
      sections: content.sections ?? null,
      byTag: content.byTag ?? null,
      generatedAt: new Date(),
    });
  }
}
