// Reads a user's records with their notes, in the contract's shapes. Every query is scoped by user.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { DayResponse, WorkRecord } from '@diary/contracts';
import { WorkRecordEntity } from './work-record.entity';
import { WorkNoteEntity } from '../work-notes/work-note.entity';
import { toWorkRecord } from './work-record.view';
import { totalMinutes } from './duration';

@Injectable()
export class RecordReader {
  constructor(private readonly dataSource: DataSource) {}

  async day(userId: string, date: string): Promise<DayResponse> {
    const records = await this.dataSource.manager.find(WorkRecordEntity, {
      where: { userId, date },
      order: { startTime: 'ASC', createdAt: 'ASC' },
    });
    const views = await this.withNotes(this.dataSource.manager, records);
    return { records: views, totalDuration: totalMinutes(views) };
  }

  async one(userId: string, id: string, em: EntityManager = this.dataSource.manager): Promise<WorkRecord | null> {
    const record = await em.findOneBy(WorkRecordEntity, { id, userId });
    return record ? (await this.withNotes(em, [record]))[0] : null;
  }

  async active(userId: string): Promise<WorkRecord | null> {
    const record = await this.dataSource.manager.findOneBy(WorkRecordEntity, { userId, isActive: true });
    return record ? (await this.withNotes(this.dataSource.manager, [record]))[0] : null;
  }

  /** Attaches each record's notes, oldest first, with one query. */
  async withNotes(em: EntityManager, records: WorkRecordEntity[]): Promise<WorkRecord[]> {
    if (!records.length) return [];
    const notes = await em.find(WorkNoteEntity, {
      where: { userId: records[0].userId, workRecordId: In(records.map((r) => r.id)) },
      order: { timestamp: 'ASC', id: 'ASC' },
    });
    const byRecord = new Map<string, WorkNoteEntity[]>();
    for (const note of notes) {
      const list = byRecord.get(note.workRecordId);
      if (list) list.push(note);
      else byRecord.set(note.workRecordId, [note]);
    }
    return records.map((r) => toWorkRecord(r, byRecord.get(r.id) ?? []));
  }
}
