// The days of one month on which a user has work records (the client's local days).
import { Injectable } from '@nestjs/common';
import { WorkRecordsRepository } from '../work-records/work-records.repository';

@Injectable()
export class CalendarService {
  constructor(private readonly records: WorkRecordsRepository) {}

  daysWithRecords(userId: string, year: number, month: number): Promise<string[]> {
    const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
    return this.records.daysWithRecords(userId, first);
  }
}
