// Request bodies of /api/projects, each field with one readable sentence per way it can be wrong.
import { PartialType } from '@nestjs/mapped-types';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import {
  HOURLY_RATE_MAX,
  isCurrencyCode,
  isHourlyRate,
  PROJECT_COLOR_PATTERN,
  PROJECT_NAME_MAX_LENGTH,
  type ProjectRequest,
} from '@diary/contracts';
import { IsText } from '../http/field-rules';

const IsHourlyRate = () =>
  ValidateBy({
    name: 'isHourlyRate',
    validator: {
      validate: isHourlyRate,
      defaultMessage: () =>
        `hourlyRate must be a number from 0 to ${HOURLY_RATE_MAX.toLocaleString('en-US')} with at most two decimals, like 85.50`,
    },
  });

const IsCurrency = () =>
  ValidateBy({
    name: 'isCurrency',
    validator: {
      validate: isCurrencyCode,
      defaultMessage: (a?: ValidationArguments) =>
        `currency must be an ISO 4217 code such as EUR or USD; ${JSON.stringify(a?.value)} is not one`,
    },
  });

const IsColor = () =>
  ValidateBy({
    name: 'isColor',
    validator: {
      validate: (v) => typeof v === 'string' && PROJECT_COLOR_PATTERN.test(v),
      defaultMessage: (a?: ValidationArguments) =>
        a?.value === undefined || a?.value === null
          ? 'color is required, written #rrggbb like #1e88e5'
          : 'color must be written #rrggbb, like #1e88e5',
    },
  });

const NAME = { max: PROJECT_NAME_MAX_LENGTH, blank: false };

export class CreateProjectDto implements ProjectRequest {
  @IsText(NAME)
  name: string;

  @IsOptional()
  @IsText({ ...NAME, blank: true })
  client?: string | null;

  @IsOptional()
  @IsHourlyRate()
  hourlyRate?: number | null;

  @IsOptional()
  @IsCurrency()
  currency?: string | null;

  @IsColor()
  color: string;
}

/** A change: any of the fields above, each checked by the same rules when it is sent. */
export class UpdateProjectDto extends PartialType(CreateProjectDto) {}
