// One unsaved draft per user and day, upserted; empty text deletes it. Other devices of the user
// hear of each change (draft_updated / draft_deleted) after it is committed.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DraftNote } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { DraftNoteEntity } from './draft-note.entity';

@Injectable()
export class DraftNotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async get(userId: string, date: string): Promise<DraftNote | null> {
    const draft = await this.dataSource.manager.findOneBy(DraftNoteEntity, { userId, date });
    return draft ? { date, content: draft.content } : null;
  }

  /** Saves the draft, or deletes it when the text is blank (then answers null). */
  async save(userId: string, date: string, content: string): Promise<DraftNote | null> {
    if (!content.trim()) {
      await this.remove(userId, date);
      return null;
    }
    return this.outbox.transaction(async (em, emit) => {
      await em.query(
        `INSERT INTO draft_notes (user_id, date, content, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id, date) DO UPDATE SET content = EXCLUDED.content, updated_at = now()`,
        [userId, date, content],
      );
      emit({ kind: 'user_event', userId, payload: { type: 'draft_updated', date, content } });
      return { date, content };
    });
  }

  async remove(userId: string, date: string): Promise<void> {
    await this.outbox.transaction(async (em, emit) => {
      const result = await em.delete(DraftNoteEntity, { userId, date });
      if (result.affected) emit({ kind: 'user_event', userId, payload: { type: 'draft_deleted', date } });
    });
  }
}
