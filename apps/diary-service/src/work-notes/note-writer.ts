// Adds a note to a record inside the caller's transaction and queues its search index update.
// Shared by POST /api/work-notes and the `note` field of PATCH /api/work-records/:id.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NoteTarget } from '../work-records/work-records.repository';
import { NoteAttributes } from '@diary/contracts';
import type { NoteFields } from './work-note.view';
import type { EmitEvent } from '../outbox/outbox.service';
import { emitIndexJob, searchIndexJob } from '../outbox/search-index-jobs';
import { nextChangeVersion } from '../outbox/change-version';
import { WorkNotesRepository } from './work-notes.repository';
import { WorkRecordsRepository } from '../work-records/work-records.repository';
import { emitWebhookEvent, noteData } from '../webhooks/webhook-events';
import { noteChanged } from '../work-records/summary-requests';

@Injectable()
export class NoteWriter {
  constructor(
    private readonly notes: WorkNotesRepository,
    private readonly records: WorkRecordsRepository,
  ) {}

  /** `fields`: the note's text, time, seal and the attributes its request set (noteAttributesOf). */
  async insert(
    em: EntityManager,
    emit: EmitEvent,
    record: NoteTarget,
    fields: NewNoteFields,
  ): Promise<NoteFields> {
    const version = nextChangeVersion();
    const note: NoteFields = {
      sealed: null,
      ...fields,
      id: randomUUID(),
      userId: record.userId,
      workRecordId: record.id,
    };
    await this.notes.insert(em, note, new Date(version));
    await noteChanged(this.records, em, emit, record.userId, record.id);
    emitNoteUpsert(emit, note, record.date, version);
    emitWebhookEvent(emit, note.userId, 'note.created', noteData(note, record.date));
    return note;
  }
}

/** A note's own fields, without its ids: what a request gives to add one. */
export type NewNoteFields = Omit<NoteFields, 'id' | 'userId' | 'workRecordId'>;

/** The NoteAttributes (@diary/contracts) a request body set: each field it names, as it came. */
export function noteAttributesOf(body: NoteAttributes): Partial<NoteFields> {
  const given = body as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(NoteAttributes.shape).flatMap((key) => (given[key] === undefined ? [] : [[key, given[key]]])),
  );
}

/** Queues the note's index update; a sealed note leaves the index (its text is never indexed). */
export function emitNoteUpsert(emit: EmitEvent, note: NoteFields, date: string, version: number): void {
  if (note.sealed) return emitNoteDelete(emit, note.userId, note.id, version);
  emitIndexJob(emit, searchIndexJob.noteUpsert(note, date, version));
}

export function emitNoteDelete(emit: EmitEvent, userId: string, noteId: string, version: number): void {
  emitIndexJob(emit, searchIndexJob.noteDelete(userId, noteId, version));
}
