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
}
