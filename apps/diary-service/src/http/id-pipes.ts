// The diary's ids in paths: one that is not a UUID answers 404 with the sentence of a missing one.
import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { UuidOr404Pipe } from '@diary/server-core';
import { RECORD_NOT_FOUND } from '../work-records/work-records.service';
import { NOTE_NOT_FOUND, REVISION_NOT_FOUND } from '../work-notes/work-notes.service';

export const RecordIdPipe = new UuidOr404Pipe(RECORD_NOT_FOUND);
export const NoteIdPipe = new UuidOr404Pipe(NOTE_NOT_FOUND);
export const RevisionIdPipe = new UuidOr404Pipe(REVISION_NOT_FOUND);
export const UserIdPipe = new UuidOr404Pipe('User not found.');

/** A task's place in a note (0 first): anything but a small whole number names no task (404). */
export const TaskIndexPipe: PipeTransform<string, number> = {
  transform(value: string): number {
    if (!/^\d{1,4}$/.test(value)) throw new NotFoundException('This note has no such task.');
    return Number(value);
  },
};
