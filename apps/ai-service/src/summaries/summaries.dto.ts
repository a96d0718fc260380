import { IsBoolean, IsOptional } from 'class-validator';

export class GenerateSummaryDto {
  /** Summarize every finished record again, not only those without a summary. */
  @IsOptional()
  @IsBoolean({ message: 'regenerate must be true or false' })
  regenerate?: boolean;
}
