// Request bodies of /api/work-notes. The Sessions screen names the record recordId, others workRecordId.
import { IsOptional, IsUUID } from 'class-validator';
import {
  NOTE_MAX_LENGTH,
  type CreateWorkNoteRequest,
  type ToggleNoteTaskRequest,
  type UpdateWorkNoteRequest,
} from '@diary/contracts';
import { IsFlag, IsIdText, IsInstant, IsText } from '../http/field-rules';

export class CreateWorkNoteDto implements CreateWorkNoteRequest {
  @IsOptional()
  @IsIdText()
  workRecordId?: string | null;

  @IsOptional()
  @IsIdText()
  recordId?: string | null;

  @IsText({ max: NOTE_MAX_LENGTH, blank: false })
  content: string;

  /** When the note was written; now when absent. */
  @IsOptional()
  @IsInstant()
  timestamp?: string | null;

  /**
   * The browser's own id for this note (a UUID): a repeat with the same clientId answers 200
   * with the note made the first time and adds nothing (notes saved offline, lost answers).
   */
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be a UUID' })
  clientId?: string | null;
}

export class UpdateWorkNoteDto implements UpdateWorkNoteRequest {
  @IsText({ max: NOTE_MAX_LENGTH, blank: false })
  content: string;

  /** The note's updatedAt the client last saw: a note changed since answers 409 (no lost update). */
  @IsOptional()
  @IsInstant()
  baseUpdatedAt?: string | null;
}

export class ToggleNoteTaskDto implements ToggleNoteTaskRequest {
  @IsFlag()
  checked: boolean;
}
