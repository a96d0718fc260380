// SQL of the import, all inside the import's one transaction: a per-user lock (two imports of the
// same file at once add it once), what the user already has, and inserts in chunks (unnest).
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { chunksOf } from '@diary/server-core';
import type { SealedEnvelope } from '@diary/contracts';
import type { NewRecordRow } from '../work-records/work-record.rows';
import { type NewNote, WorkNotesRepository } from '../work-notes/work-notes.repository';

const CHUNK = 2000;

export type { NewRecordRow };

/** A note to add (the notes' own NewNote), with its earlier versions from the archive, kept as from the import (replaced_at = updatedAt). */
export type NewNoteRow = NewNote & { revisions?: Array<{ content: string; editedAt: Date }> };

/** What tells two notes of one record and instant apart: the text, or a sealed note's ciphertext. */
export const noteIdentity = (note: { content: string; sealed?: SealedEnvelope }) =>
  note.content + (note.sealed?.ciphertext ?? '');

@Injectable()
export class ImportRepository {
  constructor(private readonly notes: WorkNotesRepository) {}

  /** Held until the transaction ends: one import per user at a time. */
  async lockUser(em: EntityManager, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('import:' || $1, 0))`, [userId]);
  }

  /** The user's records that start at one of the instants: start (ms) → {id, date}. */
  async recordsStartingAt(
    em: EntityManager,
    userId: string,
    starts: Date[],
  ): Promise<Map<number, { id: string; date: string }>> {
    const found = new Map<number, { id: string; date: string }>();
    for (const part of chunksOf(starts, CHUNK * 5)) {
      const rows: Array<{ id: string; date: string; startTime: Date }> = await em.query(
        `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, start_time AS "startTime" FROM work_records
         WHERE user_id = $1 AND start_time = ANY($2::timestamptz[])`,
        [userId, part],
      );
      for (const r of rows) found.set(r.startTime.getTime(), { id: r.id, date: r.date });
    }
    return found;
  }

  async hasActive(em: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM work_records WHERE user_id = $1 AND is_active LIMIT 1`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Keys "recordId|timestampMs|md5(noteIdentity)" of the notes the given records hold. */
  async noteKeys(em: EntityManager, userId: string, recordIds: string[]): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const part of chunksOf(recordIds, CHUNK * 5)) {
      const rows: Array<{ recordId: string; timestamp: Date; hash: string }> = await em.query(
        `SELECT work_record_id AS "recordId", timestamp, md5(content || coalesce(sealed->>'ciphertext', '')) AS hash FROM work_notes
         WHERE user_id = $1 AND work_record_id = ANY($2::uuid[])`,
        [userId, part],
      );
      for (const r of rows) keys.add(`${r.recordId}|${r.timestamp.getTime()}|${r.hash}`);
    }
    return keys;
  }

  async draftDays(em: EntityManager, userId: string, dates: string[]): Promise<Set<string>> {
    if (!dates.length) return new Set();
    const rows: Array<{ date: string }> = await em.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM draft_notes WHERE user_id = $1 AND date = ANY($2::date[])`,
      [userId, dates],
    );
    return new Set(rows.map((r) => r.date));
  }

  async insertRecords(em: EntityManager, rows: NewRecordRow[]): Promise<void> {
    for (const part of chunksOf(rows, CHUNK)) {
      await em.query(
        // Each row's tags travel as a JSON text (unnest would flatten a text[][]).
        `INSERT INTO work_records (id, user_id, date, start_time, end_time, is_active, summary_subject, summary_description, updated_at, tags, project_id, description)
         SELECT t.id, t.user_id, t.date, t.start_time, t.end_time, t.is_active, t.subject, t.description, t.updated_at,
           ARRAY(SELECT jsonb_array_elements_text(t.tags::jsonb)), t.project_id, t.own_description
         FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::timestamptz[], $5::timestamptz[], $6::boolean[], $7::text[], $8::text[], $9::timestamptz[], $10::text[], $11::uuid[], $12::text[])
           AS t(id, user_id, date, start_time, end_time, is_active, subject, description, updated_at, tags, project_id, own_description)`,
        [
          part.map((r) => r.id),
          part.map((r) => r.userId),
          part.map((r) => r.date),
          part.map((r) => r.startTime),
          part.map((r) => r.endTime),
          part.map((r) => r.isActive),
          part.map((r) => r.summarySubject),
          part.map((r) => r.summaryDescription),
          part.map((r) => r.updatedAt),
          part.map((r) => JSON.stringify(r.tags)),
          part.map((r) => r.projectId),
          part.map((r) => r.description ?? null),
        ],
      );
    }
  }

  /** The notes, through the notes' own repository (the one INSERT of work_notes). */
  async insertNotes(em: EntityManager, rows: NewNoteRow[]): Promise<void> {
    await this.notes.insertMany(em, rows);
  }

  /** The earlier versions of notes just inserted. */
  async insertRevisions(em: EntityManager, notes: NewNoteRow[]): Promise<void> {
    const rows = notes.flatMap((n) =>
      (n.revisions ?? []).map((v) => ({ noteId: n.id, userId: n.userId, ...v, replacedAt: n.updatedAt })),
    );
    for (const part of chunksOf(rows, CHUNK)) {
      await em.query(
        `INSERT INTO note_revisions (id, user_id, note_id, content, edited_at, replaced_at)
         SELECT gen_random_uuid(), * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::timestamptz[])`,
        [
          part.map((r) => r.userId),
          part.map((r) => r.noteId),
          part.map((r) => r.content),
          part.map((r) => r.editedAt),
          part.map((r) => r.replacedAt),
        ],
      );
    }
  }

  async insertDrafts(
    em: EntityManager,
    userId: string,
    drafts: Array<{ date: string; content: string }>,
  ): Promise<void> {
    for (const part of chunksOf(drafts, CHUNK)) {
      await em.query(
        `INSERT INTO draft_notes (user_id, date, content)
         SELECT $1, d, c FROM unnest($2::date[], $3::text[]) AS t(d, c) ON CONFLICT DO NOTHING`,
        [userId, part.map((d) => d.date), part.map((d) => d.content)],
      );
    }
  }
}
