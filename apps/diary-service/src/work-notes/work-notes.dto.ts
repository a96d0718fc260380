// Request bodies of /api/work-notes. The Sessions screen names the record recordId, others workRecordId.
import { IsObject, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import {
  NOTE_MAX_LENGTH,
  type CreateWorkNoteRequest,
  type ToggleNoteTaskRequest,
  type SealedEnvelope,
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

  /** A sealed note's content is "" (checked with the envelope, sealed-note.ts). */
  @ValidateIf((o: { sealed?: unknown }) => o.sealed === undefined || o.sealed === null)
  @IsText({ max: NOTE_MAX_LENGTH, blank: false })
  content: string;

  /** A sealed note's envelope (encrypted in the browser), checked by sealedOf. */
  @IsOptional()
  @IsObject({ message: 'sealed must be an object (the envelope of a sealed note) or null' })
  sealed?: SealedEnvelope | null;

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
  /** A sealed note's content is "" (checked with the envelope, sealed-note.ts). */
  @ValidateIf((o: { sealed?: unknown }) => o.sealed === undefined || o.sealed === null)
  @IsText({ max: NOTE_MAX_LENGTH, blank: false })
  content: string;

  /** A sealed note's envelope (encrypted in the browser), checked by sealedOf. */
  @IsOptional()
  @IsObject({ message: 'sealed must be an object (the envelope of a sealed note) or null' })
  sealed?: SealedEnvelope | null;

  /** The note's updatedAt the client last saw: a note changed since answers 409 (no lost update). */
  @IsOptional()
  @IsInstant()
  baseUpdatedAt?: string | null;
}

export class ToggleNoteTaskDto implements ToggleNoteTaskRequest {
  @IsFlag()
  checked: boolean;
}
