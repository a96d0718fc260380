// Notes the browser names with its own id (clientId), so that sending one twice adds it once.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NoteFields } from './work-note.view';

const NOTE_COLUMNS = `id, user_id AS "userId", work_record_id AS "workRecordId", content, timestamp,
  edited_at AS "editedAt", sealed`;

@Injectable()
export class WorkNoteClientIdsRepository {
  /** The user's note made with this clientId, if any. */
  async find(em: EntityManager, userId: string, clientId: string): Promise<NoteFields | null> {
    const rows: NoteFields[] = await em.query(
      `SELECT ${NOTE_COLUMNS} FROM work_notes WHERE user_id = $1 AND client_id = $2`,
      [userId, clientId],
    );
    return rows[0] ?? null;
  }

  /**
   * Inserts the note with its clientId; false when the user already has a note with that
   * clientId (a concurrent copy that committed first: nothing is added).
   */
  async insert(em: EntityManager, note: NoteFields, clientId: string, updatedAt: Date): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `INSERT INTO work_notes (id, user_id, work_record_id, content, timestamp, updated_at, client_id, sealed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id, client_id) DO NOTHING
         RETURNING id`,
      [
        note.id,
        note.userId,
        note.workRecordId,
        note.content,
        note.timestamp,
        updatedAt,
        clientId,
        note.sealed ? JSON.stringify(note.sealed) : null,
      ],
    );
    return rows.length === 1;
  }
}
