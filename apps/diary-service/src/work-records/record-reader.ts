// Reads a user's records with their notes, in the contract's shapes. Every query is scoped by user.
// The day read runs two plain statements (work-records.statements.ts, work-notes.statements.ts):
// reading a day is the most frequent request there is, and building and hydrating entities cost
// more than the queries (docs/decisions.md, "Day reads in plain SQL").
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { totalSessionMinutes, type DayResponse, type WorkRecord } from '@diary/contracts';
import { RecordFields, toWorkRecord } from './work-record.view';
import { WorkRecordsRepository } from './work-records.repository';
import { NoteFields } from '../work-notes/work-note.view';
import { WorkNotesRepository } from '../work-notes/work-notes.repository';

@Injectable()
export class RecordReader {
  constructor(
    private readonly records: WorkRecordsRepository,
    private readonly notes: WorkNotesRepository,
  ) {}

  async day(userId: string, date: string): Promise<DayResponse> {
    const views = await this.withNotes(await this.records.dayRows(userId, date));
    return { records: views, totalDuration: totalSessionMinutes(views) };
  }

  async one(userId: string, id: string, em?: EntityManager): Promise<WorkRecord | null> {
    const record = await this.records.findOwn(userId, id, em);
    return record ? (await this.withNotes([record], em))[0] : null;
  }

  async active(userId: string): Promise<WorkRecord | null> {
    const record = await this.records.findActive(userId);
    return record ? (await this.withNotes([record]))[0] : null;
  }

  /** Attaches each record's notes, oldest first, with one query (inside `em`'s transaction when given). */
  async withNotes(records: RecordFields[], em?: EntityManager): Promise<WorkRecord[]> {
    if (!records.length) return [];
    const notes = await this.notes.ofRecords(
      records[0].userId,
      records.map((r) => r.id),
      em,
    );
    const byRecord = new Map<string, NoteFields[]>();
    for (const note of notes) {
      const list = byRecord.get(note.workRecordId);
      if (list) list.push(note);
      else byRecord.set(note.workRecordId, [note]);
    }
    return records.map((r) => toWorkRecord(r, byRecord.get(r.id) ?? []));
  }
}
