import { IsArray, IsObject, IsOptional } from 'class-validator';
import {
  NOTE_MAX_LENGTH,
  SUMMARY_SUBJECT_MAX_LENGTH,
  type StoreSummaryRequest,
  type SummaryMention,
  type SummarySections,
} from '@diary/contracts';
import { IsText } from '../http/field-rules';

/** PUT …/summary from the ai service. */
export class StoreSummaryDto implements StoreSummaryRequest {
  @IsText({ max: SUMMARY_SUBJECT_MAX_LENGTH, blank: false })
  subject: string;

  /** Lines, each a bullet starting with "- ". */
  @IsText({ max: NOTE_MAX_LENGTH, blank: true })
  description: string;

  /** Checked line by line when stored (work-records/summary-structure.ts). */
  @IsOptional()
  @IsObject({ message: 'sections must be an object of done, decided, blocked and next' })
  sections?: SummarySections;

  @IsOptional()
  @IsArray({ message: 'mentions must be a list' })
  mentions?: SummaryMention[];
}
