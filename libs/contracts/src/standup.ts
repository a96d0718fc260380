// Stand-ups posted to a chat and write-ups e-mailed (contract "Where you work"): the settings
// `standupPost` and `emailDigest`, POST /api/standup/post and what Settings shows of the last send.
import { z } from 'zod';
import { isDayKey } from './day-key';

export const STANDUP_FORMATS = ['slack', 'mattermost', 'teams', 'discord'] as const;
export type StandupFormat = (typeof STANDUP_FORMATS)[number];

/** Post the previous workday's stand-up to a chat's incoming webhook at `time` (local) on `days` (1 = Monday … 7 = Sunday). */
export const StandupPost = z.object({
  url: z
    .string({ required_error: 'Stand-up posting needs the URL of an incoming webhook' })
    .trim()
    .min(1, 'Stand-up posting needs the URL of an incoming webhook')
    .max(2000, 'The stand-up posting URL must be at most 2000 characters'),
  format: z.enum(STANDUP_FORMATS, {
    errorMap: () => ({ message: `Stand-up posting format must be one of: ${STANDUP_FORMATS.join(', ')}` }),
  }),
  time: z
    .string({ required_error: 'Stand-up posting time is required, as HH:mm' })
    .regex(
      /^([01]\d|2[0-3]):[0-5]\d$/,
      'Stand-up posting time must be a time of day as HH:mm, such as 09:30',
    ),
  days: z
    .array(z.number().int().min(1).max(7), {
      invalid_type_error: 'Stand-up posting days must be a list of weekdays, 1 (Monday) to 7 (Sunday)',
    })
    .min(1, 'Stand-up posting needs at least one day')
    .transform((days) => [...new Set(days)].sort()),
});
export type StandupPost = z.infer<typeof StandupPost>;

export const EmailDigest = z.object({
  daily: z.boolean({ invalid_type_error: 'E-mail digest daily must be true or false' }),
  weekly: z.boolean({ invalid_type_error: 'E-mail digest weekly must be true or false' }),
});
export type EmailDigest = z.infer<typeof EmailDigest>;

export const PostStandupRequest = z.object({
  date: z
    .string({ required_error: 'date is required, as yyyy-MM-dd' })
    .refine(isDayKey, 'date must be a day as yyyy-MM-dd'),
});

/** The last stand-up sent one way, as Settings shows it. */
export const StandupSend = z.object({
  date: z.string(),
  at: z.string(),
  ok: z.boolean(),
  /** The receiver's HTTP status (chat), or null. */
  status: z.number().int().nullable(),
  /** Why it failed, in a sentence; null when it went out. */
  error: z.string().nullable(),
});
export type StandupSend = z.infer<typeof StandupSend>;

/** GET /api/standup/status */
export const StandupStatus = z.object({
  chat: StandupSend.nullable(),
  email: StandupSend.nullable(),
  /** Whether this server can send e-mail (SMTP_URL and MAIL_FROM set). */
  emailAvailable: z.boolean(),
});
export type StandupStatus = z.infer<typeof StandupStatus>;
