// SQL of a user's reports as a whole: read in pages for the diary's export, added from an import
// (days that have no report yet), and deleted with the account.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExportedReport, ExportedWeeklyReview } from '@diary/contracts';

@Injectable()
export class UserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async reportsPage(userId: string, after: string | null, limit: number): Promise<ExportedReport[]> {
    const rows: Array<{
      date: string;
      subject: string | null;
      description: string | null;
      insights: string[];
      generatedAt: Date | null;
    }> = await this.dataSource.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, subject, description, insights, generated_at AS "generatedAt"
       FROM daily_reports WHERE user_id = $1 AND status = 'completed' AND ($2::date IS NULL OR date > $2::date)
       ORDER BY date LIMIT $3`,
      [userId, after, limit],
    );
    return rows.map((r) => ({ ...r, generatedAt: r.generatedAt?.toISOString() ?? null }));
  }

  /** A page of the user's completed weekly reviews, oldest week first, for the export. */
  async weeklyReviewsPage(
    userId: string,
    after: string | null,
    limit: number,
  ): Promise<ExportedWeeklyReview[]> {
    const rows: Array<Omit<ExportedWeeklyReview, 'generatedAt'> & { generatedAt: Date | null }> =
      await this.dataSource.query(
        `SELECT to_char(period_start, 'YYYY-MM-DD') AS week, subject, description, insights, days, generated_at AS "generatedAt"
         FROM period_reviews WHERE user_id = $1 AND kind = 'week' AND status = 'completed'
           AND ($2::date IS NULL OR period_start > $2::date)
         ORDER BY period_start LIMIT $3`,
        [userId, after, limit],
      );
    return rows.map((r) => ({ ...r, generatedAt: r.generatedAt?.toISOString() ?? null }));
  }

  /** Adds the reports of days without one, in one statement; answers how many were added. */
  async addReports(userId: string, reports: ExportedReport[], dryRun: boolean): Promise<number> {
    if (!reports.length) return 0;
    const values = [
      userId,
      reports.map((r) => r.date),
      reports.map((r) => r.subject),
      reports.map((r) => r.description),
      reports.map((r) => JSON.stringify(r.insights)),
      reports.map((r) => r.generatedAt),
    ];
    if (dryRun) {
      const [{ n }] = await this.dataSource.query(
        `SELECT count(DISTINCT d)::int AS n FROM unnest($2::date[]) AS d
         WHERE NOT EXISTS (SELECT 1 FROM daily_reports r WHERE r.user_id = $1 AND r.date = d)`,
        values.slice(0, 2),
      );
      return n;
    }
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO daily_reports (user_id, date, status, subject, description, insights, generated_at)
       SELECT $1, t.date, 'completed', t.subject, t.description, t.insights::jsonb, t.generated_at
       FROM unnest($2::date[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
         AS t(date, subject, description, insights, generated_at)
       ON CONFLICT (user_id, date) DO NOTHING
       RETURNING id`,
      values,
    );
    return rows.length;
  }

  async deleteUser(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM daily_reports WHERE user_id = $1`, [userId]);
    await this.dataSource.query(`DELETE FROM period_reviews WHERE user_id = $1`, [userId]);
  }
}
