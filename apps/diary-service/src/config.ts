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
    /** Most sessions (CSV rows or archive records), and most notes, one import reads; more → 413. */
    IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(5_000_000).default(200_000),
    /** Imports running at once in this process (each has a worker thread); more → 429. One per user. */
    IMPORT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
    /** Heap ceiling of one import's worker thread, in MB; a file that needs more → 413. */
    IMPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(256),
    /**
     * Largest import file in MB (more → 413). Its default takes the JSON export of a diary whose
     * images fill ATTACHMENT_QUOTA_MB's default (base64 makes 1 GB of images about 1.37 GB).
     */
    IMPORT_MAX_MB: z.coerce.number().positive().max(65_536).default(1536),
    /** Where an uploaded import file is kept while it is read (removed afterwards); unset: the system's temp folder. */
    IMPORT_TMP_DIR: optionalText,
    /** Webhooks: first retry delay of a failed delivery, in ms; each next one doubles (webhooks/webhook-retries.ts). */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
    /** Webhooks: a failed delivery is retried for at most this many hours. */
    WEBHOOK_RETRY_HOURS: z.coerce.number().positive().max(168).default(24),
    /**
     * Notes of a stopped session changed: the summary request waits this long after the last change
     * (a debounce) before the ai service rewrites the summary and the day's report (contract: within 10 s).
     */
    SUMMARY_REFRESH_DEBOUNCE_MS: z.coerce.number().int().min(0).max(8_000).default(3_000),
    /** "Ask your diary": how long the ai service's model may take to phrase an answer before the offline sentence is shown. */
    ASK_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Questions per user, per minute and per UTC day, that the model may phrase; past them the offline sentence answers. */
    ASK_MODEL_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    ASK_MODEL_MAX_PER_DAY: z.coerce.number().int().min(1).default(200),
    /**
     * The calendar feed's window: "BACK,AHEAD" days around today (a single number is the days back,
     * 60 ahead). Sessions outside it are left out, so a feed's size follows the window, not the diary.
     */
    CALENDAR_FEED_DAYS: z
      .string()
      .default('400,60')
      .transform((v, ctx) => {
        const m = /^\s*(\d{1,5})\s*(?:,\s*(\d{1,5})\s*)?$/.exec(v);
        if (!m || Number(m[1]) < 1 || Number(m[1]) > 36_600 || Number(m[2] ?? 60) > 36_600) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be "BACK,AHEAD" days, like 400,60' });
          return z.NEVER;
        }
        return { back: Number(m[1]), ahead: Number(m[2] ?? 60) };
      }),
    /** Requests one calendar feed may make a minute (calendar apps poll every few minutes); more → 429. */
    CALENDAR_FEED_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Days an earlier version of a note is kept after the edit that replaced it (nightly purge). */
    NOTE_HISTORY_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
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
