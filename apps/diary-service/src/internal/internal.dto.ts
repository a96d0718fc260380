import { NOTE_MAX_LENGTH, SUMMARY_SUBJECT_MAX_LENGTH, type StoreSummaryRequest } from '@diary/contracts';
import { IsText } from '../http/field-rules';

/** PUT …/summary from the ai service. */
export class StoreSummaryDto implements StoreSummaryRequest {
  @IsText({ max: SUMMARY_SUBJECT_MAX_LENGTH, blank: false })
  subject: string;

  /** Lines, each a bullet starting with "- ". */
  @IsText({ max: NOTE_MAX_LENGTH, blank: true })
  description: string;
}
