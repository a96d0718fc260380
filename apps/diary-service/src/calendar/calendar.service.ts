// The days of one month on which a user has work records (the client's local days).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class CalendarService {
  constructor(private readonly dataSource: DataSource) {}

  async daysWithRecords(userId: string, year: number, month: number): Promise<string[]> {
    const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
    const rows: Array<{ day: string }> = await this.dataSource.query(
      `SELECT DISTINCT to_char(date, 'YYYY-MM-DD') AS day FROM work_records
       WHERE user_id = $1 AND date >= $2::date AND date < ($2::date + interval '1 month')
       ORDER BY day`,
      [userId, first],
    );
    return rows.map((r) => r.day);
  }
}
