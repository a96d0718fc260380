// SQL of the admin's counts: how many work records each user has. Counts only, never content.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class RecordCountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async perUser(): Promise<Record<string, number>> {
    const rows: Array<{ userId: string; n: number }> = await this.dataSource.query(
      `SELECT user_id AS "userId", count(*)::int AS n FROM work_records GROUP BY user_id`,
    );
    return Object.fromEntries(rows.map((r) => [r.userId, r.n]));
  }
}
