// Rules for body fields, each with one readable sentence per way it can be wrong (the validation
// pipe sends the first one). Missing values are reported here too, so the sentence fits the case.
import { ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { isDayKey, normalizeTags } from '@diary/contracts';

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;

/** An ISO-8601 instant: a real date, a time and a zone (Z or an offset). */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = INSTANT.exec(value);
  return !!m && isDayKey(m[1]) && Number.isFinite(Date.parse(value));
}

const missing = (v: unknown) => v === undefined || v === null;

function rule(
  name: string,
  validate: (v: unknown) => boolean,
  message: (a: ValidationArguments) => string,
  options?: ValidationOptions,
) {
  return ValidateBy(
    { name, validator: { validate, defaultMessage: (a) => message(a as ValidationArguments) } },
    options,
  );
}

export function IsInstant(options?: ValidationOptions): PropertyDecorator {
  return rule(
    'isInstant',
    isInstant,
    (a) =>
      missing(a.value)
        ? `${a.property} is required`
        : `${a.property} must be an ISO date-time, like 2024-05-31T09:30:00.000Z`,
    options,
  );
}

export function IsDayKeyField(options?: ValidationOptions): PropertyDecorator {
  return rule(
    'isDayKey',
    isDayKey,
    (a) =>
      missing(a.value)
        ? `${a.property} is required`
        : `${a.property} must be a real day written as yyyy-MM-dd, like 2024-05-31`,
    options,
  );
}

export function IsFlag(options?: ValidationOptions): PropertyDecorator {
  return rule(
    'isFlag',
    (v) => typeof v === 'boolean',
    (a) => `${a.property} must be true or false`,
    options,
  );
}

/** Text up to `max` characters; `blank: false` also refuses empty or whitespace-only text. */
export function IsText(
  opts: { max: number; blank: boolean; label?: string },
  options?: ValidationOptions,
): PropertyDecorator {
  return rule(
    'isText',
    (v) => typeof v === 'string' && v.length <= opts.max && (opts.blank || v.trim().length > 0),
    (a) => {
      const label = opts.label ?? a.property;
      if (missing(a.value)) return `${label} is required`;
      if (typeof a.value !== 'string') return `${label} must be text`;
      if (a.value.length > opts.max)
        return `${label} can be at most ${opts.max.toLocaleString('en-US')} characters long`;
      return `${label} must not be empty`;
    },
    options,
  );
}

/** An id given in a body; its format is checked by the service (a bad one answers 404). */
export function IsIdText(options?: ValidationOptions): PropertyDecorator {
  return rule(
    'isIdText',
    (v) => typeof v === 'string' && v.length <= 100,
    (a) => `${a.property} must be an id`,
    options,
  );
}

/** Tags of a record: a list of 1–32 character words, at most 10 (normalized by the service). */
export function IsTagList(options?: ValidationOptions): PropertyDecorator {
  return rule(
    'isTagList',
    (v) => 'tags' in normalizeTags(v),
    (a) => {
      const result = normalizeTags(a.value, a.property);
      return 'error' in result ? result.error : `${a.property} must be a list of words`;
    },
    options,
  );
}
