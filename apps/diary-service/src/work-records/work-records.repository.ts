// All SQL of work_records: a user's records by day, by id and the active one, locked reads and
// writes inside a caller's transaction, the days of a month that have records, and summaries as
// search documents. Every statement is scoped by user (except the reindex over all users).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { WorkRecordEntity } from './work-record.entity';
import type { RecordFields } from './work-record.view';
import { DAY_RECORDS_SQL, NOTE_TARGET_SQL } from './work-records.statements';

/** What a new note needs of its record. */
export type NoteTarget = Pick<WorkRecordEntity, 'id' | 'userId' | 'date'>;

/** A record with a summary, as the search index needs it. */
export interface SummaryDocumentRow {
  id: string;
  user_id: string;
  date: string;
  summary_subject: string;
  summary_description: string;
  start_time: Date;
  updated_at: Date;
}

/** A record's tags, as the search index needs them. */
export interface TagDocumentRow {
  id: string;
  user_id: string;
  tags: string[];
  updated_at: Date;
}

export type RecordChanges = Partial<
  Pick<
    WorkRecordEntity,
    | 'startTime'
    | 'endTime'
    | 'isActive'
    | 'summarySubject'
    | 'summaryDescription'
    | 'summaryStructure'
    | 'updatedAt'
    | 'tags'
    | 'projectId'
    | 'description'
  >
>;

@Injectable()
export class WorkRecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A user's records of one day, in start order (plain SQL: the most frequent read). */
  dayRows(userId: string, date: string): Promise<RecordFields[]> {
    return this.dataSource.query(DAY_RECORDS_SQL, [userId, date]);
  }

  findOwn(
    userId: string,
    id: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<WorkRecordEntity | null> {
    return em.findOneBy(WorkRecordEntity, { id, userId });
  }

  findActive(userId: string): Promise<WorkRecordEntity | null> {
    return this.dataSource.manager.findOneBy(WorkRecordEntity, { userId, isActive: true });
  }

  /** The user's session of the day a note goes to when none is named: the running one, else the latest. */
  async noteTargetOfDay(userId: string, date: string): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT id FROM work_records WHERE user_id = $1 AND date = $2
       ORDER BY is_active DESC, start_time DESC, id LIMIT 1`,
      [userId, date],
    );
    return row?.id ?? null;
  }

  /** The user's record, locked for update until the caller's transaction ends. */
  lockOwn(em: EntityManager, userId: string, id: string): Promise<WorkRecordEntity | null> {
    return em.findOne(WorkRecordEntity, { where: { id, userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user's record a note is being added to, locked until the note commits (NOTE_TARGET_SQL says why). */
  async lockForNote(em: EntityManager, userId: string, id: string): Promise<NoteTarget | null> {
    const [record]: NoteTarget[] = await em.query(NOTE_TARGET_SQL, [id, userId]);
    return record ?? null;
  }

  /** A note of the record changed: a summary written before no longer tells its notes. */
  async markSummaryStale(em: EntityManager, userId: string, id: string): Promise<void> {
    await em.query(
      `UPDATE work_records SET summary_stale = true
       WHERE id = $1 AND user_id = $2 AND summary_subject IS NOT NULL AND NOT summary_stale`,
      [id, userId],
    );
  }

  /** Whether the record runs and its day key, read in the caller's transaction (null: not the user's). */
  async summaryState(
    em: EntityManager,
    userId: string,
    id: string,
  ): Promise<{ isActive: boolean; date: string } | null> {
    const [row]: Array<{ isActive: boolean; date: string }> = await em.query(
      `SELECT is_active AS "isActive", to_char(date, 'YYYY-MM-DD') AS date
       FROM work_records WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  }

  async insert(em: EntityManager, fields: WorkRecordEntity): Promise<WorkRecordEntity> {
    const record = em.create(WorkRecordEntity, fields);
    await em.insert(WorkRecordEntity, record);
    return record;
  }

  async update(em: EntityManager, userId: string, id: string, changes: RecordChanges): Promise<void> {
    await em.update(WorkRecordEntity, { id, userId }, changes);
  }

  async delete(em: EntityManager, userId: string, id: string): Promise<void> {
    await em.delete(WorkRecordEntity, { id, userId });
  }

  /** The days (yyyy-MM-dd, sorted) of the month starting at `firstDay` on which the user has records. */
  async daysWithRecords(userId: string, firstDay: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.dataSource.query(
      `SELECT DISTINCT to_char(date, 'YYYY-MM-DD') AS day FROM work_records
       WHERE user_id = $1 AND date >= $2::date AND date < ($2::date + interval '1 month')
       ORDER BY day`,
      [userId, firstDay],
    );
    return rows.map((r) => r.day);
  }

  /** Records with a summary after `afterId` in id order, of one user or of everyone (null). */
  summaryDocuments(
    userId: string | null,
    afterId: string | null,
    limit: number,
  ): Promise<SummaryDocumentRow[]> {
    return this.dataSource.query(
      `SELECT id, user_id, to_char(date, 'YYYY-MM-DD') AS date, summary_subject, summary_description, start_time, updated_at
       FROM work_records
       WHERE summary_subject IS NOT NULL AND summary_description IS NOT NULL
         AND ($1::uuid IS NULL OR user_id = $1) AND ($2::uuid IS NULL OR id > $2)
       ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  }

  /** Records with tags after `afterId` in id order, of one user or of everyone (null). */
  tagDocuments(userId: string | null, afterId: string | null, limit: number): Promise<TagDocumentRow[]> {
    return this.dataSource.query(
      `SELECT id, user_id, tags, updated_at FROM work_records
       WHERE tags <> '{}' AND ($1::uuid IS NULL OR user_id = $1) AND ($2::uuid IS NULL OR id > $2)
       ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  }
}
