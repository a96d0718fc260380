import { NOTE_MAX_LENGTH, type SaveDraftRequest } from '@diary/contracts';
import { IsDayKeyField, IsText } from '../http/field-rules';

export class SaveDraftDto implements SaveDraftRequest {
  @IsDayKeyField()
  date: string;

  /** Empty or whitespace-only content deletes the draft. */
  @IsText({ max: NOTE_MAX_LENGTH, blank: true })
  content: string;
}
