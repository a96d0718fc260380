// The diary's ids in paths: one that is not a UUID answers 404 with the sentence of a missing one.
import { UuidOr404Pipe } from '@diary/server-core';
import { RECORD_NOT_FOUND } from '../work-records/work-records.service';
import { NOTE_NOT_FOUND } from '../work-notes/work-notes.service';

export const RecordIdPipe = new UuidOr404Pipe(RECORD_NOT_FOUND);
export const NoteIdPipe = new UuidOr404Pipe(NOTE_NOT_FOUND);
export const UserIdPipe = new UuidOr404Pipe('User not found.');
