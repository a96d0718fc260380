// One unsaved draft per user and day, upserted; empty text deletes it. Other devices of the user
// hear of each change (draft_updated / draft_deleted) after it is committed.
import { Injectable } from '@nestjs/common';
import type { DraftNote } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { DraftNotesRepository } from './draft-notes.repository';

@Injectable()
export class DraftNotesService {
  constructor(
    private readonly drafts: DraftNotesRepository,
    private readonly outbox: OutboxService,
  ) {}

  async get(userId: string, date: string): Promise<DraftNote | null> {
    const draft = await this.drafts.find(userId, date);
    return draft ? { date, content: draft.content } : null;
  }

  /** Saves the draft, or deletes it when the text is blank (then answers null). */
  async save(userId: string, date: string, content: string): Promise<DraftNote | null> {
    if (!content.trim()) {
      await this.remove(userId, date);
      return null;
    }
    return this.outbox.transaction(async (em, emit) => {
      await this.drafts.upsert(em, userId, date, content);
      emit({ kind: 'user_event', userId, payload: { type: 'draft_updated', date, content } });
      return { date, content };
    });
  }

  async remove(userId: string, date: string): Promise<void> {
    await this.outbox.transaction(async (em, emit) => {
      if (await this.drafts.delete(em, userId, date))
        emit({ kind: 'user_event', userId, payload: { type: 'draft_deleted', date } });
    });
  }
}
