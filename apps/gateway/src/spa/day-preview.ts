// Which page requests get the Daily Work preview, and its data: a navigation to / or /daily-work
// carrying a live session cookie gets that user's day (the `?date=` the URL names, else today in
// the user's timeZone setting) from the diary over /internal, all within DAY_PREVIEW_TIMEOUT_MS.
// Anything else (no cookie, a session not live, no time zone known for "today", a service slow
// or down) answers null at once or at the deadline, and the plain page is sent.
import type { Request } from 'express';
import { z } from 'zod';
import { SESSION_COOKIE, isDayKey, isTimeZoneName, WorkNote, type WorkRecord } from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import type { SessionVerifier } from '@diary/server-auth';
import { callService } from '@diary/server-core';
import { cookieValue } from '../socket/session-ws.adapter';
import { dayPreviewHtml, localeFrom } from './day-preview-html';

/** The routes that open on Daily Work. */
export const DAY_PREVIEW_PATHS = new Set(['/', '/daily-work']);

export interface DayPreviewConfig {
  AUTH_URL: string;
  DIARY_URL: string;
  INTERNAL_TOKEN: string;
  DAY_PREVIEW_TIMEOUT_MS: number;
  DAY_PREVIEW_NOTES: number;
}

/** Gives the preview's HTML for a page request, or null for the plain page. */
export type DayPreview = (req: Request) => Promise<string | null>;

const noteSchema = WorkNote.pick({ id: true, content: true, timestamp: true }).passthrough();
const daySchema = z.object({
  records: z.array(
    z
      .object({
        id: z.string(),
        startTime: z.string(),
        endTime: z.string().nullable(),
        isActive: z.boolean(),
        notes: z.array(noteSchema).default([]),
      })
      .passthrough(),
  ),
});
const settingsSchema = z.object({ timeZone: z.string().nullish() }).passthrough();

/** Today's day key in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** Whether this request is a page load of a Daily Work route that may carry a preview. */
export function wantsDayPreview(req: Request): boolean {
  if (req.method !== 'GET' || !DAY_PREVIEW_PATHS.has(req.path)) return false;
  // A browser says what it is fetching: only a document (not a script's fetch, not a frame's).
  const dest = req.headers['sec-fetch-dest'];
  if (dest !== undefined && dest !== 'document') return false;
  return Boolean(cookieValue(req.headers.cookie, SESSION_COOKIE));
}

export function createDayPreview(
  config: DayPreviewConfig,
  verifier: Pick<SessionVerifier, 'verify'>,
): DayPreview {
  const internal = (base: string, path: string, timeoutMs: number) =>
    callService<unknown>(base, path, { internalToken: config.INTERNAL_TOKEN, timeoutMs });

  const build = async (req: Request, deadline: number): Promise<string | null> => {
    const left = () => Math.max(1, deadline - Date.now());
    const user = await verifier.verify(cookieValue(req.headers.cookie, SESSION_COOKIE));
    if (!user) return null;
    const asked = typeof req.query.date === 'string' ? req.query.date : undefined;
    if (asked !== undefined && !isDayKey(asked)) return null;
    const settingsOf = async () =>
      settingsSchema.parse(await internal(config.AUTH_URL, INTERNAL.userSettings(user.id), left()));
    const dayOf = async (date: string) =>
      daySchema.parse(await internal(config.DIARY_URL, INTERNAL.dayRecords(user.id, date), left()));
    // A named day is asked for beside the settings; "today" is the user's, known from the settings
    // (and unknown until the browser has sent its zone once).
    const [settings, named] = await Promise.all([settingsOf(), asked ? dayOf(asked) : null]);
    const timeZone = isTimeZoneName(settings.timeZone) ? settings.timeZone : undefined;
    const date = asked ?? (timeZone ? todayIn(timeZone) : null);
    if (!date) return null;
    const day = named ?? (await dayOf(date));
    return dayPreviewHtml({
      userId: user.id,
      username: user.username,
      date,
      records: day.records as unknown as WorkRecord[],
      timeZone,
      locale: localeFrom(req.headers['accept-language']),
      maxNotes: config.DAY_PREVIEW_NOTES,
    });
  };

  return async (req) => {
    if (config.DAY_PREVIEW_NOTES <= 0 || !wantsDayPreview(req)) return null;
    const deadline = Date.now() + config.DAY_PREVIEW_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), config.DAY_PREVIEW_TIMEOUT_MS);
    });
    try {
      return await Promise.race([build(req, deadline).catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
