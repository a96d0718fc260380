// All SQL of draft_notes: one draft per user and day.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DraftNoteEntity } from './draft-note.entity';

@Injectable()
export class DraftNotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  find(userId: string, date: string): Promise<DraftNoteEntity | null> {
    return this.dataSource.manager.findOneBy(DraftNoteEntity, { userId, date });
  }

  /** Inserts the day's draft or replaces its text. */
  async upsert(em: EntityManager, userId: string, date: string, content: string): Promise<void> {
    await em.query(
      `INSERT INTO draft_notes (user_id, date, content, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id, date) DO UPDATE SET content = EXCLUDED.content, updated_at = now()`,
      [userId, date, content],
    );
  }

  /** Deletes the day's draft; true when there was one. */
  async delete(em: EntityManager, userId: string, date: string): Promise<boolean> {
    const result = await em.delete(DraftNoteEntity, { userId, date });
    return Boolean(result.affected);
  }
}
