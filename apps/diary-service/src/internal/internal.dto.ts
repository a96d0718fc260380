import { IsArray, IsBoolean, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import {
  NOTE_MAX_LENGTH,
  SUMMARY_SECTION_NAMES,
  SUMMARY_SUBJECT_MAX_LENGTH,
  type StoreSummaryRequest,
  type SummaryMention,
  type SummarySections,
} from '@diary/contracts';
import { IsText } from '../http/field-rules';

const isLine = (l: unknown) =>
  typeof l === 'object' &&
  l !== null &&
  typeof (l as { text?: unknown }).text === 'string' &&
  Array.isArray((l as { noteIds?: unknown }).noteIds);

/** The four lists, each of `{text, noteIds}`; which ids are kept is decided when stored. */
const IsSummarySections = () =>
  ValidateBy({
    name: 'isSummarySections',
    validator: {
      validate: (v: unknown) =>
        typeof v === 'object' &&
        v !== null &&
        SUMMARY_SECTION_NAMES.every((k) => {
          const lines = (v as Record<string, unknown>)[k];
          return Array.isArray(lines) && lines.every(isLine);
        }),
      defaultMessage: () =>
        'sections must list done, decided, blocked and next lines, each with its text and note ids.',
    },
  });

/** PUT …/summary from the ai service. */
export class StoreSummaryDto implements StoreSummaryRequest {
  @IsText({ max: SUMMARY_SUBJECT_MAX_LENGTH, blank: false })
  subject: string;

  /** Lines, each a bullet starting with "- ". */
  @IsText({ max: NOTE_MAX_LENGTH, blank: true })
  description: string;

  /** Checked line by line when stored (work-records/summary-structure.ts). */
  @IsOptional()
  @IsSummarySections()
  sections?: SummarySections;

  @IsOptional()
  @IsArray({ message: 'mentions must be a list' })
  mentions?: SummaryMention[];

  /** Who wrote it (an engine and model, "offline", or the offline writer standing in). */
  @IsOptional()
  @IsString({ message: 'provider must be text' })
  @MaxLength(300, { message: 'provider must be at most 300 characters' })
  provider?: string;

  /** A regeneration asked to drop the person's edits ({regenerate: true, discardEdits: true}). */
  @IsOptional()
  @IsBoolean({ message: 'discardEdits must be true or false' })
  discardEdits?: boolean;
}
