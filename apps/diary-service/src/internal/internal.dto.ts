import {
  NOTE_MAX_LENGTH,
  SUMMARY_SECTION_NAMES,
  SUMMARY_SUBJECT_MAX_LENGTH,
  type StoreSummaryRequest,
  type SummaryMention,
  type SummarySections,
} from '@diary/contracts';
import { IsOptional, ValidateBy } from 'class-validator';
import { IsText } from '../http/field-rules';

/** Bounds of a stored summary's sections and mentions (a long session has many lines, not thousands). */
const MAX_SECTION_LINES = 2000;
const MAX_LINE_CHARS = 2000;
const MAX_LINE_NOTES = 1000;
const MAX_MENTIONS = 1000;
const MAX_MENTION_CHARS = 2000;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;

export function isSummarySections(value: unknown): value is SummarySections {
  if (!isRecord(value)) return false;
  let lines = 0;
  for (const name of SUMMARY_SECTION_NAMES) {
    const list = value[name];
    if (!Array.isArray(list)) return false;
    lines += list.length;
    for (const line of list) {
      if (!isRecord(line) || !isText(line.text, MAX_LINE_CHARS)) return false;
      if (!Array.isArray(line.noteIds) || line.noteIds.length > MAX_LINE_NOTES) return false;
      if (!line.noteIds.every((id) => isText(id, 64))) return false;
    }
  }
  return lines <= MAX_SECTION_LINES;
}

export function isSummaryMentions(value: unknown): value is SummaryMention[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_MENTIONS &&
    value.every(
      (m) =>
        isRecord(m) &&
        ['person', 'ref', 'link'].includes(m.kind as string) &&
        isText(m.text, MAX_MENTION_CHARS),
    )
  );
}

/** PUT …/summary from the ai service. */
export class StoreSummaryDto implements StoreSummaryRequest {
  @IsText({ max: SUMMARY_SUBJECT_MAX_LENGTH, blank: false })
  subject: string;

  /** Lines, each a bullet starting with "- ". */
  @IsText({ max: NOTE_MAX_LENGTH, blank: true })
  description: string;

  @IsOptional()
  @ValidateBy({
    name: 'isSummarySections',
    validator: {
      validate: isSummarySections,
      defaultMessage: () =>
        'sections must list done, decided, blocked and next lines, each with its text and note ids',
    },
  })
  sections?: SummarySections;

  @IsOptional()
  @ValidateBy({
    name: 'isSummaryMentions',
    validator: {
      validate: isSummaryMentions,
      defaultMessage: () => 'mentions must be a list of people, refs and links, each with its text',
    },
  })
  mentions?: SummaryMention[];
}
