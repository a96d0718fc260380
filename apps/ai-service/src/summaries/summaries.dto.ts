import { IsBoolean, IsOptional } from 'class-validator';
import type { GenerateSummaryRequest } from '@diary/contracts';

export class GenerateSummaryDto implements GenerateSummaryRequest {
  /** Summarize every finished record again, not only those without a summary. */
  @IsOptional()
  @IsBoolean({ message: 'regenerate must be true or false' })
  regenerate?: boolean;

  /** With regenerate: drop the person's edits of the summaries and the report. */
  @IsOptional()
  @IsBoolean({ message: 'discardEdits must be true or false' })
  discardEdits?: boolean;
}
