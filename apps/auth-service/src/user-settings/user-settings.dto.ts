// POST /api/user-settings: any subset of the settings. null is accepted only for customInstructions
// (an empty or blank text becomes null; docs/product-rules.md, Settings and themes) and timeZone.
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  Max,
  Min,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidationArguments,
  ValidateBy,
} from 'class-validator';
import {
  AUTO_SAVE_TIMEOUTS,
  DAILY_TARGET_MAX,
  MIN_BILLABLE_MAX,
  timesheetRoundingProblem,
  type TimesheetRounding,
  type Weekday,
  WEEKDAYS,
  AutoSaveTimeout,
  COLOR_MODES,
  ColorMode,
  CUSTOM_INSTRUCTIONS_MAX_LENGTH,
  isTimeZoneName,
  SUMMARY_LANGUAGE_MAX_LENGTH,
  THEMES,
  ThemeName,
  UserSettings,
  UpdateUserSettingsRequest,
  VOICE_INPUT_LANGUAGES,
  StandupPost,
  EmailDigest,
  isLocaleTag,
  TIME_FORMATS,
  type TimeFormat,
  UI_LANGUAGES,
  type UiLanguage,
  WEEK_STARTS,
  type WeekStart,
} from '@diary/contracts';
import type { z } from 'zod';

/** An IANA name the runtime knows; the message repeats what was sent so the user sees the typo. */
const IsTimeZone = () =>
  ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => isTimeZoneName(value),
      defaultMessage: (args?: ValidationArguments) =>
        `Time zone "${String(args?.value).slice(0, 64)}" is not a known time zone; use a name such as Europe/Berlin or UTC.`,
    },
  });

/** A BCP 47 tag; the message repeats what was sent. */
const IsLocaleTag = () =>
  ValidateBy({
    name: 'isLocaleTag',
    validator: {
      validate: (value: unknown) => isLocaleTag(value),
      defaultMessage: (args?: ValidationArguments) =>
        `Locale "${String(args?.value).slice(0, 40)}" is not a locale tag; use one such as en-GB, de-DE or pt-BR.`,
    },
  });

const IsTimesheetRounding = () =>
  ValidateBy({
    name: 'isTimesheetRounding',
    validator: {
      validate: (value: unknown) => timesheetRoundingProblem(value) === null,
      defaultMessage: (args?: ValidationArguments) => timesheetRoundingProblem(args?.value) ?? '',
    },
  });

const WORKDAYS_MESSAGE = `Workdays must be a list of day names (${WEEKDAYS.join(', ')}), each at most once.`;
const IsWorkdays = () =>
  ValidateBy({
    name: 'isWorkdays',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((d) => (WEEKDAYS as readonly unknown[]).includes(d)) &&
        new Set(value).size === value.length,
      defaultMessage: () => WORKDAYS_MESSAGE,
    },
  });

/** Whole minutes in [0, max], with the field's name in the sentence. */
const minutesRule = (label: string, max: number) => [
  IsInt({ message: `${label} must be a whole number of minutes` }),
  Min(0, { message: `${label} must be from 0 to ${max} minutes` }),
  Max(max, { message: `${label} must be from 0 to ${max} minutes` }),
];
const applyAll =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of decorators) d(target, key);
  };

/** A field checked with its zod schema of @diary/contracts; the message is the schema's first. */
const MatchesSchema = (schema: z.ZodTypeAny, shapeMessage: string) =>
  ValidateBy({
    name: 'matchesSchema',
    validator: {
      validate: (value: unknown) => typeof value === 'object' && schema.safeParse(value).success,
      defaultMessage: (args?: ValidationArguments) => {
        if (typeof args?.value !== 'object' || args.value === null) return shapeMessage;
        const result = schema.safeParse(args.value);
        return result.success ? shapeMessage : result.error.issues[0].message;
      },
    },
  });

const given = (field: keyof UserSettings) => (o: Partial<UserSettings>) => o[field] !== undefined;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UpdateUserSettingsDto implements UpdateUserSettingsRequest {
  @ValidateIf(given('summaryLanguage'))
  @Transform(trimmed)
  @MaxLength(SUMMARY_LANGUAGE_MAX_LENGTH, {
    message: `Summary language must be at most ${SUMMARY_LANGUAGE_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Summary language must not be empty' })
  @IsString({ message: 'Summary language must be a text' })
  summaryLanguage?: string;

  @ValidateIf(given('voiceInputLanguage'))
  @IsIn(VOICE_INPUT_LANGUAGES, {
    message: `Voice input language must be one of: ${VOICE_INPUT_LANGUAGES.join(', ')}`,
  })
  voiceInputLanguage?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : value,
  )
  @MaxLength(CUSTOM_INSTRUCTIONS_MAX_LENGTH, {
    message: `Custom instructions must be at most ${CUSTOM_INSTRUCTIONS_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'Custom instructions must be a text or null' })
  customInstructions?: string | null;

  @ValidateIf(given('theme'))
  @IsIn(THEMES, { message: `Theme must be one of: ${THEMES.join(', ')}` })
  theme?: ThemeName;

  @ValidateIf(given('autoSaveTimeout'))
  @IsIn(AUTO_SAVE_TIMEOUTS, { message: 'Auto-save timeout must be 15, 30, 45 or 60 minutes' })
  autoSaveTimeout?: AutoSaveTimeout;

  @ValidateIf(given('colorMode'))
  @IsIn(COLOR_MODES, { message: `Colour mode must be one of: ${COLOR_MODES.join(', ')}` })
  colorMode?: ColorMode;

  @ValidateIf(given('weeklyReview'))
  @IsBoolean({ message: 'Weekly review must be true or false' })
  weeklyReview?: boolean;

  /** null clears it (as an export of a user without one carries): the browser sends its own again. */
  @ValidateIf((o: Partial<UserSettings>) => o.timeZone !== undefined && o.timeZone !== null)
  @IsTimeZone()
  timeZone?: string | null;

  @ValidateIf(given('autoSummarize'))
  @IsBoolean({ message: 'Automatic summaries must be true or false' })
  autoSummarize?: boolean;

  @ValidateIf(given('timesheetRounding'))
  @IsTimesheetRounding()
  timesheetRounding?: TimesheetRounding;

  @ValidateIf(given('minBillableMinutes'))
  @applyAll(...minutesRule('Minimum billable length', MIN_BILLABLE_MAX))
  minBillableMinutes?: number;

  @ValidateIf(given('dailyTargetMinutes'))
  @applyAll(...minutesRule('Daily target', DAILY_TARGET_MAX))
  dailyTargetMinutes?: number;

  /** Stored in week order, whatever order they were sent in. */
  @ValidateIf(given('workdays'))
  @IsWorkdays()
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? [...value].sort((a, b) => WEEKDAYS.indexOf(a as Weekday) - WEEKDAYS.indexOf(b as Weekday))
      : value,
  )
  workdays?: Weekday[];
  /** null turns posting off. */
  @ValidateIf((o: Partial<UserSettings>) => o.standupPost !== undefined && o.standupPost !== null)
  @MatchesSchema(StandupPost, 'Stand-up posting must be {url, format, time, days} or null')
  standupPost?: StandupPost | null;

  @ValidateIf(given('emailDigest'))
  @MatchesSchema(EmailDigest, 'E-mail digest must be {daily, weekly}, each true or false')
  emailDigest?: EmailDigest;

  /** null: the browser's language is sent again on the next sign-in. */
  @ValidateIf((o: Partial<UserSettings>) => o.language !== undefined && o.language !== null)
  @IsIn(UI_LANGUAGES, { message: `Language must be one of: ${UI_LANGUAGES.join(', ')}` })
  language?: UiLanguage | null;

  /** null: the browser's locale. */
  @ValidateIf((o: Partial<UserSettings>) => o.locale !== undefined && o.locale !== null)
  @IsLocaleTag()
  @Transform(({ value }: { value: unknown }) =>
    isLocaleTag(value) ? Intl.getCanonicalLocales(value)[0] : value,
  )
  locale?: string | null;

  /** null: what the locale uses. */
  @ValidateIf((o: Partial<UserSettings>) => o.weekStart !== undefined && o.weekStart !== null)
  @IsIn(WEEK_STARTS, { message: `Week start must be one of: ${WEEK_STARTS.join(', ')}` })
  weekStart?: WeekStart | null;

  /** null: what the locale uses. */
  @ValidateIf((o: Partial<UserSettings>) => o.timeFormat !== undefined && o.timeFormat !== null)
  @IsIn(TIME_FORMATS, { message: `Time format must be one of: ${TIME_FORMATS.join(', ')}` })
  timeFormat?: TimeFormat | null;
}
