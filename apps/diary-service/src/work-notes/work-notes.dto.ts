// Request bodies of /api/work-notes. The Sessions screen names the record recordId, others workRecordId.
import { IsOptional } from 'class-validator';
import { NOTE_MAX_LENGTH } from '@diary/contracts';
import { IsIdText, IsInstant, IsText } from '../http/field-rules';

export class CreateWorkNoteDto {
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
}

export class UpdateWorkNoteDto {
  @IsText({ max: NOTE_MAX_LENGTH, blank: false })
  content: string;
}
