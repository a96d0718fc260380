// SQL of period_reviews (every kind of period-review-kinds.ts, by its `kind` column): read a
// period's review, mark it generating or failed, store it.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReportStatus, StatsTag, WeekReport, WeekReportDay } from '@diary/contracts';
import type { DailyReportContent } from '../providers/ai-provider';
import type { PeriodKind } from './period-review-kinds';

interface ReviewRow {
  status: ReportStatus;
  subject: string | null;
  description: string | null;
  insights: string[];
  days: WeekReportDay[];
  by_tag: StatsTag[] | null;
  generated_at: Date | null;
}

@Injectable()
export class PeriodReviewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(kind: PeriodKind, userId: string, start: string): Promise<WeekReport | null> {
    const [row]: ReviewRow[] = await this.dataSource.query(
      `SELECT status, subject, description, insights, days, by_tag, generated_at
       FROM period_reviews WHERE user_id = $1 AND kind = $2 AND period_start = $3`,
      [userId, kind, start],
    );
    if (!row) return null;
    return {
      date: start,
      status: row.status,
      subject: row.subject,
      description: row.description,
      insights: row.insights,
      generatedAt: row.generated_at?.toISOString() ?? null,
      days: row.days,
      ...(row.by_tag ? { byTag: row.by_tag } : {}),
    };
  }

  /** Whether a daily report of the days from..to was written or edited after `since`. */
  async dayReportsChangedSince(userId: string, from: string, to: string, since: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM daily_reports
       WHERE user_id = $1 AND date BETWEEN $2::date AND $3::date AND updated_at > $4 LIMIT 1`,
      [userId, from, to, since],
    );
    return rows.length > 0;
  }

  /** Keeps any earlier content, so the screen can show it while the new one is made. */
  async setStatus(kind: PeriodKind, userId: string, start: string, status: ReportStatus): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO period_reviews (user_id, kind, period_start, status) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind, period_start) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
      [userId, kind, start, status],
    );
  }

  async store(
    kind: PeriodKind,
    userId: string,
    start: string,
    content: DailyReportContent,
    days: WeekReportDay[],
    byTag: StatsTag[],
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO period_reviews (user_id, kind, period_start, status, subject, description, insights, days, by_tag, generated_at)
       VALUES ($1, $2, $3, 'completed', $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, now())
       ON CONFLICT (user_id, kind, period_start) DO UPDATE SET status = 'completed', subject = EXCLUDED.subject,
         description = EXCLUDED.description, insights = EXCLUDED.insights, days = EXCLUDED.days,
         by_tag = EXCLUDED.by_tag, generated_at = EXCLUDED.generated_at, updated_at = now()`,
      [
        userId,
        kind,
        start,
        content.subject,
        content.description,
        JSON.stringify(content.insights),
        JSON.stringify(days),
        JSON.stringify(byTag),
      ],
    );
  }
}
