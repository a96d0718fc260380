// All SQL of work_notes: the notes of records, a note by the browser's clientId, adding notes (the one INSERT, for a single note and an import's chunks alike), editing and
// deleting a note inside a caller's transaction, and notes as search documents.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { chunksOf } from '@diary/server-core';
import { WorkNoteEntity } from './work-note.entity';
import type { NoteFields } from './work-note.view';
import {
  INSERT_NOTES_SQL,
  insertNotesParams,
  NOTE_COLUMNS,
  RECORD_NOTES_SQL,
  UPDATE_NOTE_SQL,
  updateNoteParams,
} from './work-notes.statements';

/** Notes added by one statement: an import's chunk stays well under Postgres's parameter limits. */
const INSERT_CHUNK = 2000;

/** A note to add: its fields, the instant it was written, and the browser's id for it if any. */
export type NewNote = NoteFields & { updatedAt: Date; clientId?: string | null };

/** A note with its record's day and change version, as the search index needs it. */
export type NoteDocumentRow = NoteFields & { updatedAt: Date; date: string };

@Injectable()
export class WorkNotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The notes of some of one user's records, oldest first, with one query. */
  ofRecords(
    userId: string,
    recordIds: string[],
    em: EntityManager = this.dataSource.manager,
  ): Promise<NoteFields[]> {
    return em.query(RECORD_NOTES_SQL, [userId, recordIds]);
  }

  /** The user's note made with this clientId (the browser's own id for it), if any. */
  async byClientId(em: EntityManager, userId: string, clientId: string): Promise<NoteFields | null> {
    const rows: NoteFields[] = await em.query(
      `SELECT ${NOTE_COLUMNS} FROM work_notes WHERE user_id = $1 AND client_id = $2`,
      [userId, clientId],
    );
    return rows[0] ?? null;
  }

  /**
   * Adds a note (plain SQL: saving a note is the most frequent write). With a clientId, false when
   * the user already has a note with it (a concurrent copy that committed first: nothing is added).
   */
  async insert(
    em: EntityManager,
    note: NoteFields,
    updatedAt: Date,
    clientId: string | null = null,
  ): Promise<boolean> {
    const added = await this.insertMany(em, [{ ...note, updatedAt, clientId }]);
    return added === 1;
  }

  /** Adds notes in chunks of one statement each (an import's thousands); gives how many were added. */
  async insertMany(em: EntityManager, notes: NewNote[]): Promise<number> {
    let added = 0;
    for (const part of chunksOf(notes, INSERT_CHUNK)) {
      const rows: unknown[] = await em.query(INSERT_NOTES_SQL, insertNotesParams(part));
      added += rows.length;
    }
    return added;
  }

  /** The user's note, locked for update until the caller's transaction ends. */
  lockOwn(em: EntityManager, userId: string, id: string): Promise<WorkNoteEntity | null> {
    return em.findOne(WorkNoteEntity, { where: { id, userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user's note, or null (another user's note is as missing as one that never was). */
  findOwn(
    userId: string,
    id: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<WorkNoteEntity | null> {
    return em.findOne(WorkNoteEntity, { where: { id, userId } });
  }

  /** Writes the note's text, or its envelope (sealed, with content ''; null opens it), and its attributes. */
  async updateContent(em: EntityManager, note: NoteFields & { updatedAt: Date }): Promise<void> {
    await em.query(UPDATE_NOTE_SQL, updateNoteParams(note));
  }

  async delete(em: EntityManager, userId: string, id: string): Promise<void> {
    await em.delete(WorkNoteEntity, { id, userId });
  }

  /** Notes after `afterId` in id order with their record's day, of one user or of everyone (null). */
  documents(userId: string | null, afterId: string | null, limit: number): Promise<NoteDocumentRow[]> {
    return this.dataSource.query(
      `SELECT ${NOTE_COLUMNS}, updated_at AS "updatedAt",
         (SELECT to_char(r.date, 'YYYY-MM-DD') FROM work_records r WHERE r.id = work_record_id) AS date
       FROM work_notes
       WHERE ($1::uuid IS NULL OR user_id = $1) AND ($2::uuid IS NULL OR id > $2) AND sealed IS NULL
       ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  }
}
