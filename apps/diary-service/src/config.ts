// diary service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

/** Unset and empty mean the same: "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const configSchema = z
  .object({
    ...baseEnvShape,
    // Attachments (images beside notes): the most a user may keep, in MB; past it uploads answer 413.
    ATTACHMENT_QUOTA_MB: z.coerce.number().positive().default(1024),
    // Where the bytes live: Postgres (default, so backups hold them) or an S3-compatible bucket.
    ATTACHMENT_STORE: z.enum(['postgres', 's3']).default('postgres'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalText.refine((v) => v === undefined || URL.canParse(v), 'must be a URL'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PREFIX: z
      .string()
      .default('attachments/')
      .refine((v) => v === '' || /^[A-Za-z0-9!_.*'()/-]+\/$/.test(v), 'must be empty or end with "/"'),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((c) => c.ATTACHMENT_STORE !== 's3' || c.S3_BUCKET !== undefined, {
    message: 'S3_BUCKET is required when ATTACHMENT_STORE=s3',
    path: ['S3_BUCKET'],
  });
export type DiaryConfig = z.infer<typeof configSchema>;
