// All SQL of note_revisions: the versions a note had before each edit, newest first.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface RevisionRow {
  id: string;
  noteId: string;
  content: string;
  editedAt: Date;
  replacedAt: Date;
}

const COLUMNS = `id, note_id AS "noteId", content, edited_at AS "editedAt", replaced_at AS "replacedAt"`;

@Injectable()
export class NoteRevisionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps a version of the note (inside the edit's transaction). */
  async add(
    em: EntityManager,
    userId: string,
    noteId: string,
    version: { content: string; editedAt: Date; replacedAt: Date; id?: string },
  ): Promise<void> {
    await em.query(
      `INSERT INTO note_revisions (id, user_id, note_id, content, edited_at, replaced_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [version.id ?? randomUUID(), userId, noteId, version.content, version.editedAt, version.replacedAt],
    );
  }

  /** The note's versions, newest first (the caller has checked the note is the user's). */
  ofNote(
    userId: string,
    noteId: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<RevisionRow[]> {
    return em.query(
      `SELECT ${COLUMNS} FROM note_revisions WHERE user_id = $1 AND note_id = $2
       ORDER BY replaced_at DESC, edited_at DESC, id`,
      [userId, noteId],
    );
  }

  async findOwn(em: EntityManager, userId: string, noteId: string, id: string): Promise<RevisionRow | null> {
    const rows: RevisionRow[] = await em.query(
      `SELECT ${COLUMNS} FROM note_revisions WHERE user_id = $1 AND note_id = $2 AND id = $3`,
      [userId, noteId, id],
    );
    return rows[0] ?? null;
  }

  /** The versions of some of a user's notes (exports), oldest first per note. */
  ofNotes(
    userId: string,
    noteIds: string[],
    em: EntityManager = this.dataSource.manager,
  ): Promise<RevisionRow[]> {
    return em.query(
      `SELECT ${COLUMNS} FROM note_revisions WHERE user_id = $1 AND note_id = ANY($2::uuid[])
       ORDER BY note_id, replaced_at, id`,
      [userId, noteIds],
    );
  }

  /** Forgets versions replaced before `cutoff` (NOTE_HISTORY_DAYS); how many went. */
  /** Forgets every earlier version of the note (it is sealed: its versions hold its open text). */
  async removeOfNote(em: EntityManager, userId: string, noteId: string): Promise<void> {
    await em.query(`DELETE FROM note_revisions WHERE user_id = $1 AND note_id = $2`, [userId, noteId]);
  }

  async purgeReplacedBefore(cutoff: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM note_revisions WHERE replaced_at < $1`, [
      cutoff,
    ])) as [unknown, number];
    return count;
  }
}
