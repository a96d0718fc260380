// ai service environment: the shared variables plus its own, validated at boot.
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';
import { localModelProblem } from './providers/llama/local-model-file';

/** Unset and empty mean the same: "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const timeZone = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : Intl.DateTimeFormat().resolvedOptions().timeZone))
  .refine((v) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: v });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Berlin');

export const configSchema = z.object({
  ...baseEnvShape,
  // AI provider: any OpenAI-compatible endpoint; with neither set, the offline local summarizer.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), 'must be a URL'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  // A model run in-process through node-llama-cpp (a GGUF path, or hf:{owner}/{repo}/{file}
  // downloaded once into LOCAL_MODEL_DIR); used when no OpenAI-compatible endpoint is set.
  // A path that does not exist or is not GGUF stops the service at boot, naming LOCAL_MODEL.
  LOCAL_MODEL: optionalText.superRefine((v, ctx) => {
    const problem = v === undefined ? null : localModelProblem(v);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  }),
  LOCAL_MODEL_DIR: z.string().trim().min(1).default('.data/models'),
  /** Seconds without a generation after which the model is unloaded (its memory given back). */
  LOCAL_MODEL_IDLE_S: z.coerce.number().int().min(1).default(300),
  /** CPU threads for generation; unset: one less than the cores, so requests keep one. */
  LOCAL_MODEL_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  /** A generation running longer is stopped and the offline writer stands in. */
  LOCAL_MODEL_TIMEOUT_S: z.coerce.number().int().min(1).default(120),
  /** Tokens one generation may write at most. */
  LOCAL_MODEL_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(768),
  // An Ollama server (its own API, answers held to the JSON schema by `format`); used when neither
  // an OpenAI-compatible endpoint nor LOCAL_MODEL is set.
  OLLAMA_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), 'must be a URL'),
  OLLAMA_MODEL: z.string().trim().min(1).default('qwen2.5:1.5b'),
  OLLAMA_TIMEOUT_MS: z.coerce.number().int().positive().default(120000),
  // Voice transcription (POST /api/audio/transcribe): on when a model is named and there is an
  // endpoint (its own base URL or key, else the summaries' ones); otherwise 501 and the browser's own.
  OPENAI_TRANSCRIBE_MODEL: optionalText,
  OPENAI_TRANSCRIBE_BASE_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), 'must be a URL'),
  OPENAI_TRANSCRIBE_API_KEY: optionalText,
  /** Transcriptions per user per minute; then 429. */
  TRANSCRIBE_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // Times in offline summaries (h:mm a) are shown in this zone; the server's own zone when unset.
  SUMMARY_TIME_ZONE: timeZone,
  // A session added for a past day is summarized this many ms after it was added, so that the
  // notes typed into it right after are in its summary (a stopped session is summarized at once).
  AUTO_SUMMARY_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // Image text: Google Cloud Vision when credentials are given, otherwise offline tesseract.js.
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  GOOGLE_CLOUD_VISION_CREDENTIALS_JSON: optionalText.refine((v) => {
    if (v === undefined) return true;
    try {
      return typeof JSON.parse(v) === 'object';
    } catch {
      return false;
    }
  }, 'must be the JSON of a service-account key'),
  OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** Images larger than this (width × height, in millions of pixels) are refused with 413 before decoding. */
  OCR_MAX_MEGAPIXELS: z.coerce.number().positive().default(25),
  /** Images one user may have waiting for OCR at once (beyond the one being read); then 429. */
  OCR_MAX_WAITING_PER_USER: z.coerce.number().int().min(1).default(5),
  /**
   * Summary regenerations per user, per minute and per UTC day: the button (`regenerate: true`,
   * then 429) and a stopped session that already had a summary (stop and resume; past the limit
   * its new summary waits for the window to end).
   */
  REGENERATE_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  REGENERATE_MAX_PER_DAY: z.coerce.number().int().min(1).default(100),
  /** Weekly review generations (POST /api/reports/week/{monday}/generate) per user, per minute and per UTC day; then 429. */
  WEEKLY_REVIEW_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  WEEKLY_REVIEW_MAX_PER_DAY: z.coerce.number().int().min(1).default(50),
  /** AI connection tests (POST /api/diagnostic/openai) per user per minute; then 429. */
  DIAGNOSTIC_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  // Jobs (BullMQ): retries with exponential backoff, and stalled-job recovery after a crash.
  AI_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  AI_JOB_BACKOFF_MS: z.coerce.number().int().positive().default(2000),
  AI_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  /**
   * Summaries one user may have queued at once: the button answers 429 past it, automatic ones wait
   * for room (the queues are shared fairly across users either way).
   */
  AI_MAX_QUEUED_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  AI_JOB_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(30000),
  AI_JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(30000),
  // When the Monday weekly reviews are written (cron, in SUMMARY_TIME_ZONE), for users who turned them on.
  WEEKLY_REVIEW_CRON: z.string().trim().min(9).default('0 6 * * 1'),
  // E-mail digests (nodemailer): an SMTP server (smtp://user:pass@host:587, smtps://… for TLS) and
  // the sender; both set, users may have the stand-up and the weekly review e-mailed.
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: optionalText,
});
export type AiConfig = z.infer<typeof configSchema>;
