// All SQL of daily_reports: one row per user and day, read or upserted.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DailyReportEntity } from './daily-report.entity';

const COLUMNS: Record<string, string> = { generatedAt: 'generated_at', userId: 'user_id', byTag: 'by_tag' };
const column = (key: string) => COLUMNS[key] ?? key;

@Injectable()
export class DailyReportsRepository {
  constructor(@InjectRepository(DailyReportEntity) private readonly reports: Repository<DailyReportEntity>) {}

  find(userId: string, date: string): Promise<DailyReportEntity | null> {
    return this.reports.findOne({ where: { userId, date } });
  }

  /** Inserts the day's row or sets only the given columns of the existing one. */
  async upsert(userId: string, date: string, values: Partial<DailyReportEntity>): Promise<void> {
    await this.reports
      .createQueryBuilder()
      .insert()
      .into(DailyReportEntity)
      .values({ userId, date, ...values })
      .orUpdate([...Object.keys(values).map(column), 'updated_at'], ['user_id', 'date'])
      .execute();
  }
}
