// Notes of a user's records: add one to any of the user's records, edit its text or delete it, at
// any time (a stopped session's notes too). Every change queues the search index's update, marks
// a summary written before it stale and asks a stopped session's summary again, in one transaction.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { WorkNote } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';
import { WorkRecordsRepository } from '../work-records/work-records.repository';
import { RECORD_NOT_FOUND } from '../work-records/work-records.service';
import { noteChanged } from '../work-records/summary-requests';
import { isUuid } from '@diary/server-core';
import { CreateWorkNoteDto } from './work-notes.dto';
import { emitNoteDelete, emitNoteUpsert, NoteWriter } from './note-writer';
import { emitWebhookEvent, noteData } from '../webhooks/webhook-events';
import { WorkNotesRepository } from './work-notes.repository';
import { NoteFields, toWorkNote } from './work-note.view';
import { WorkNoteClientIdsRepository } from './work-note-client-ids.repository';

export const NOTE_NOT_FOUND = 'Work note not found.';

@Injectable()
export class WorkNotesService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clientIds: WorkNoteClientIdsRepository,
    private readonly records: WorkRecordsRepository,
    private readonly notes: WorkNotesRepository,
    private readonly noteWriter: NoteWriter,
  ) {}

  /** Adds a note; `created` is false when a note with the same clientId already existed. */
  async create(userId: string, dto: CreateWorkNoteDto): Promise<{ note: WorkNote; created: boolean }> {
    const recordId = dto.workRecordId ?? dto.recordId;
    if (!recordId) throw new BadRequestException('workRecordId is required.');
    const clientId = dto.clientId ? dto.clientId.toLowerCase() : null;
    const timestamp = dto.timestamp ? new Date(dto.timestamp) : new Date();
    return this.outbox.transaction(async (em, emit) => {
      if (clientId) {
        const first = await this.clientIds.find(em, userId, clientId);
        if (first) return { note: toWorkNote(first), created: false };
      }
      if (!isUuid(recordId)) throw new NotFoundException(RECORD_NOT_FOUND);
      // Locked: not deleted while its note is added, and notes added at once queue (no deadlock).
      const record = await this.records.lockForNote(em, userId, recordId.toLowerCase());
      if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
      if (!clientId)
        return {
          note: toWorkNote(await this.noteWriter.insert(em, emit, record, dto.content, timestamp)),
          created: true,
        };
      const version = nextChangeVersion();
      const note: NoteFields = {
        id: randomUUID(),
        userId,
        workRecordId: record.id,
        content: dto.content,
        timestamp,
      };
      if (!(await this.clientIds.insert(em, note, clientId, new Date(version)))) {
        // The same note sent twice at once: the copy that committed first is the note.
        const first = await this.clientIds.find(em, userId, clientId);
        if (first) return { note: toWorkNote(first), created: false };
      }
      await noteChanged(this.records, em, emit, userId, record.id);
      emitNoteUpsert(emit, note, record.date, version);
      emitWebhookEvent(emit, userId, 'note.created', noteData(note, record.date));
      return { note: toWorkNote(note), created: true };
    });
  }

  async update(userId: string, id: string, content: string): Promise<WorkNote> {
    return this.outbox.transaction(async (em, emit) => {
      const note = await this.notes.lockOwn(em, userId, id);
      if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
      const record = await this.records.findOwn(userId, note.workRecordId, em);
      if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
      const version = nextChangeVersion();
      Object.assign(note, { content, updatedAt: new Date(version), editedAt: new Date(version) });
      await this.notes.updateContent(em, userId, id, content, note.updatedAt);
      await noteChanged(this.records, em, emit, userId, record.id);
      emitNoteUpsert(emit, note, record.date, version);
      emitWebhookEvent(emit, userId, 'note.updated', noteData(note, record.date));
      return toWorkNote(note);
    });
  }

  /** Deletes the user's note; another user's (or a missing) note is 404. */
  async remove(userId: string, id: string): Promise<void> {
    await this.outbox.transaction(async (em, emit) => {
      const note = await this.notes.lockOwn(em, userId, id);
      if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
      await this.notes.delete(em, userId, id);
      await noteChanged(this.records, em, emit, userId, note.workRecordId);
      emitNoteDelete(emit, userId, id, nextChangeVersion());
    });
  }
}
