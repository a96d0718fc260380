// Daily reports in the ai database: read one, mark it generating, store it, mark it failed.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { DailyReport, ReportStatus } from '@diary/contracts';
import type { DailyReportContent } from '../providers/ai-provider';
import { DailyReportEntity } from './daily-report.entity';

@Injectable()
export class ReportsService {
  constructor(@InjectRepository(DailyReportEntity) private readonly reports: Repository<DailyReportEntity>) {}

  async get(userId: string, date: string): Promise<DailyReport> {
    const row = await this.reports.findOne({ where: { userId, date } });
    return {
      date,
      status: row?.status ?? 'none',
      subject: row?.subject ?? null,
      description: row?.description ?? null,
      insights: row?.insights ?? [],
      generatedAt: row?.generatedAt?.toISOString() ?? null,
    };
  }

  /** Keeps any earlier content, so the screen can show it while the new one is made. */
  setStatus(userId: string, date: string, status: ReportStatus): Promise<void> {
    return this.upsert(userId, date, { status });
  }

  store(userId: string, date: string, content: DailyReportContent): Promise<void> {
    return this.upsert(userId, date, { status: 'completed', ...content, generatedAt: new Date() });
  }

  private async upsert(userId: string, date: string, values: Partial<DailyReportEntity>): Promise<void> {
    await this.reports
      .createQueryBuilder()
      .insert()
      .into(DailyReportEntity)
      .values({ userId, date, ...values })
      .orUpdate([...Object.keys(values).map(column), 'updated_at'], ['user_id', 'date'])
      .execute();
  }
}

const COLUMNS: Record<string, string> = { generatedAt: 'generated_at', userId: 'user_id' };
const column = (key: string) => COLUMNS[key] ?? key;
