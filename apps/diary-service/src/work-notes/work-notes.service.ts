// Notes of a user's records: add one to any of the user's records, edit its text or delete it, at
// any time (a stopped session's notes too). Every change queues the search index's update, marks
// a summary written before it stale and asks a stopped session's summary again, in one transaction.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { NoteRevision, SealedEnvelope, WorkNote } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';
import { WorkRecordsRepository } from '../work-records/work-records.repository';
import { RECORD_NOT_FOUND } from '../work-records/work-records.service';
import { noteChanged } from '../work-records/summary-requests';
import type { EntityManager } from 'typeorm';
import { HttpExceptionWithDetails, isUuid } from '@diary/server-core';
import type { EmitEvent } from '../outbox/outbox.service';
import type { WorkNoteEntity } from './work-note.entity';
import { setTask } from './note-tasks';
import { SEALED_TASKS, sealedOf } from './sealed-note';
import { NoteRevisionsRepository, type RevisionRow } from './note-revisions.repository';
import { TrashRepository } from '../trash/trash.repository';
import { CreateWorkNoteDto } from './work-notes.dto';
import {
  emitNoteDelete,
  emitNoteUpsert,
  type NewNoteFields,
  noteAttributesOf,
  NoteWriter,
} from './note-writer';
import { emitWebhookEvent, noteData } from '../webhooks/webhook-events';
import { WorkNotesRepository } from './work-notes.repository';
import { NoteFields, toWorkNote } from './work-note.view';

export const NOTE_NOT_FOUND = 'Work note not found.';
export const REVISION_NOT_FOUND = 'That version of the note was not found.';
export const NOTE_CHANGED =
  'This note was changed elsewhere since you opened it. Its current text is included, so the two can be merged.';

@Injectable()
export class WorkNotesService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly records: WorkRecordsRepository,
    private readonly notes: WorkNotesRepository,
    private readonly noteWriter: NoteWriter,
    private readonly revisionsRepo: NoteRevisionsRepository,
    private readonly trash: TrashRepository,
  ) {}

  /** Adds a note; `created` is false when a note with the same clientId already existed. */
  async create(userId: string, dto: CreateWorkNoteDto): Promise<{ note: WorkNote; created: boolean }> {
    const recordId = dto.workRecordId ?? dto.recordId;
    if (!recordId) throw new BadRequestException('workRecordId is required.');
    const clientId = dto.clientId ? dto.clientId.toLowerCase() : null;
    const timestamp = dto.timestamp ? new Date(dto.timestamp) : new Date();
    const sealed = sealedOf(dto.content, dto.sealed);
    const fields: NewNoteFields = {
      ...noteAttributesOf(dto),
      content: sealed ? '' : dto.content,
      timestamp,
      sealed,
    };
    return this.outbox.transaction(async (em, emit) => {
      if (clientId) {
        const first = await this.notes.byClientId(em, userId, clientId);
        if (first) return { note: toWorkNote(first), created: false };
      }
      if (!isUuid(recordId)) throw new NotFoundException(RECORD_NOT_FOUND);
      // Locked: not deleted while its note is added, and notes added at once queue (no deadlock).
      const record = await this.records.lockForNote(em, userId, recordId.toLowerCase());
      if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
      if (!clientId)
        return {
          note: toWorkNote(await this.noteWriter.insert(em, emit, record, fields)),
          created: true,
        };
      const version = nextChangeVersion();
      const note: NoteFields = { ...fields, id: randomUUID(), userId, workRecordId: record.id };
      if (!(await this.notes.insert(em, note, new Date(version), clientId))) {
        // The same note sent twice at once: the copy that committed first is the note.
        const first = await this.notes.byClientId(em, userId, clientId);
        if (first) return { note: toWorkNote(first), created: false };
      }
      await noteChanged(this.records, em, emit, userId, record.id);
      emitNoteUpsert(emit, note, record.date, version);
      emitWebhookEvent(emit, userId, 'note.created', noteData(note, record.date));
      return { note: toWorkNote(note), created: true };
    });
  }

  /**
   * Edits the note's text. With `baseUpdatedAt` (the updatedAt the client last saw) the edit is
   * refused with 409 and the current note when the note changed since; without it the edit wins.
   */
  async update(
    userId: string,
    id: string,
    content: string,
    baseUpdatedAt?: string | null,
    sealedRequest?: unknown,
    attributes: Partial<NoteFields> = {},
  ): Promise<WorkNote> {
    const sealed = sealedOf(content, sealedRequest);
    return this.outbox.transaction(async (em, emit) => {
      const note = await this.notes.lockOwn(em, userId, id);
      if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
      if (baseUpdatedAt && Date.parse(baseUpdatedAt) !== Date.parse(toWorkNote(note).updatedAt))
        throw new HttpExceptionWithDetails(409, NOTE_CHANGED, { note: toWorkNote(note) });
      return this.writeContent(em, emit, note, sealed ? '' : content, sealed, attributes);
    });
  }

  /** Ticks or unticks the index-th task box of the note's current text (404 when it has none). */
  async setTask(userId: string, id: string, index: number, checked: boolean): Promise<WorkNote> {
    return this.outbox.transaction(async (em, emit) => {
      const note = await this.notes.lockOwn(em, userId, id);
      if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
      if (note.sealed) throw new BadRequestException(SEALED_TASKS);
      const content = setTask(note.content, index, checked);
      if (content === null) throw new NotFoundException(`This note has no task number ${index + 1}.`);
      if (content === note.content) return toWorkNote(note);
      return this.writeContent(em, emit, note, content);
    });
  }

  /** The note's earlier versions, newest first; another user's note is 404. */
  async revisions(userId: string, id: string): Promise<NoteRevision[]> {
    const note = await this.notes.findOwn(userId, id);
    if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
    return (await this.revisionsRepo.ofNote(userId, id)).map(toNoteRevision);
  }

  /** Brings an earlier version back as the note's text (the text it replaces is kept as a version). */
  async restore(userId: string, id: string, revisionId: string): Promise<WorkNote> {
    return this.outbox.transaction(async (em, emit) => {
      const note = await this.notes.lockOwn(em, userId, id);
      if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
      const revision = await this.revisionsRepo.findOwn(em, userId, id, revisionId);
      if (!revision) throw new NotFoundException(REVISION_NOT_FOUND);
      if (revision.content === note.content) return toWorkNote(note);
      return this.writeContent(em, emit, note, revision.content);
    });
  }

  /**
   * Saves the locked note's new text, keeping the text it replaces as a version, marks its
   * summary stale and queues its index update.
   */
  private async writeContent(
    em: EntityManager,
    emit: EmitEvent,
    note: WorkNoteEntity,
    content: string,
    sealed: SealedEnvelope | null = null,
    attributes: Partial<NoteFields> = {},
  ): Promise<WorkNote> {
    const record = await this.records.findOwn(note.userId, note.workRecordId, em);
    if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
    const version = nextChangeVersion();
    // A sealed note keeps no versions: they would hold its open text (decision 0262). Opening one
    // keeps no version of its envelope either.
    if (sealed) await this.revisionsRepo.removeOfNote(em, note.userId, note.id);
    else if (!note.sealed && content !== note.content)
      await this.revisionsRepo.add(em, note.userId, note.id, {
        content: note.content,
        editedAt: note.editedAt ?? note.timestamp,
        replacedAt: new Date(version),
      });
    Object.assign(note, {
      ...attributes,
      content,
      sealed,
      updatedAt: new Date(version),
      editedAt: new Date(version),
    });
    await this.notes.updateContent(em, note);
    await noteChanged(this.records, em, emit, note.userId, record.id);
    emitNoteUpsert(emit, note, record.date, version);
    emitWebhookEvent(emit, note.userId, 'note.updated', noteData(note, record.date));
    return toWorkNote(note);
  }

  /** Moves the user's note (and its versions) to the trash; another user's (or a missing) note is 404. */
  async remove(userId: string, id: string): Promise<void> {
    await this.outbox.transaction(async (em, emit) => {
      const note = await this.notes.lockOwn(em, userId, id);
      if (!note) throw new NotFoundException(NOTE_NOT_FOUND);
      const record = await this.records.findOwn(userId, note.workRecordId, em);
      await this.trash.putNote(em, userId, id, record?.date ?? note.timestamp.toISOString().slice(0, 10));
      await this.notes.delete(em, userId, id);
      await noteChanged(this.records, em, emit, userId, note.workRecordId);
      emitNoteDelete(emit, userId, id, nextChangeVersion());
    });
  }
}

function toNoteRevision(row: RevisionRow): NoteRevision {
  return { id: row.id, content: row.content, editedAt: row.editedAt.toISOString() };
}
