// The diary service's internal routes this service uses: a day's records, one record, storing a
// record's summary, and the stats of a range. Everything that comes back is checked before it is used.
import { HttpException, Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  type DayResponse,
  type StatsResponse,
  type Summary,
  WorkNote,
  type WorkRecord,
} from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { CONFIG, callService } from '@diary/server-core';
import type { AiConfig } from '../config';

// The diary hands over no sealed note. An unedited note's updatedAt is its timestamp (a diary
// without edits may leave it out).
const noteSchema = WorkNote.omit({ sealed: true })
  .extend({ updatedAt: WorkNote.shape.updatedAt.optional() })
  .transform((n) => ({ ...n, updatedAt: n.updatedAt ?? n.timestamp }));
const lineSchema = z.object({
  text: z.string(),
  noteIds: z.array(z.string()),
  edited: z.boolean().optional(),
});
const summarySchema = z.object({
  subject: z.string(),
  description: z.string(),
  sections: z
    .object({
      done: z.array(lineSchema),
      decided: z.array(lineSchema),
      blocked: z.array(lineSchema),
      next: z.array(lineSchema),
    })
    .optional(),
  mentions: z.array(z.object({ kind: z.enum(['person', 'ref', 'link']), text: z.string() })).optional(),
  provider: z.string().optional(),
  edited: z.boolean().optional(),
});
const tagMinutesSchema = z.array(z.object({ name: z.string(), minutes: z.number() }));
const statsSchema = z.object({
  totalMinutes: z.number(),
  sessions: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      minutes: z.number(),
      sessions: z.number(),
      byTag: tagMinutesSchema,
      untaggedMinutes: z.number(),
    }),
  ),
  tags: tagMinutesSchema,
  byTag: tagMinutesSchema,
  untaggedMinutes: z.number(),
  longestSession: z.object({ id: z.string(), date: z.string(), minutes: z.number() }).nullable(),
  byProject: z
    .array(
      z.object({
        projectId: z.string().nullable(),
        name: z.string().nullable(),
        client: z.string().nullable(),
        color: z.string().nullable(),
        minutes: z.number(),
      }),
    )
    .default([]),
});
const recordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  isActive: z.boolean(),
  date: z.string(),
  notes: z.array(noteSchema).default([]),
  summary: summarySchema.nullable().default(null),
  tags: z.array(z.string()).default([]),
  summaryStale: z.boolean().optional(),
});
const daySchema = z.object({ records: z.array(recordSchema), totalDuration: z.number() });

@Injectable()
export class DiaryClient {
  constructor(@Inject(CONFIG) private readonly config: AiConfig) {}

  async dayRecords(userId: string, date: string): Promise<DayResponse> {
    return daySchema.parse(await this.call(INTERNAL.dayRecords(userId, date)));
  }

  /** GET /api/stats of the user for a range of days (the diary's own query, over /internal). */
  async stats(userId: string, from: string, to: string): Promise<StatsResponse> {
    return statsSchema.parse(await this.call(INTERNAL.stats(userId, from, to)));
  }

  /** The record with its notes, or null when it no longer exists (deleted meanwhile). */
  async record(userId: string, recordId: string): Promise<WorkRecord | null> {
    try {
      return recordSchema.parse(await this.call(INTERNAL.record(userId, recordId)));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Stores the summary on the record; null when the record no longer exists. */
  async storeSummary(
    userId: string,
    recordId: string,
    summary: Summary,
    discardEdits = false,
  ): Promise<WorkRecord | null> {
    const body = discardEdits ? { ...summary, discardEdits } : summary;
    try {
      return recordSchema.parse(await this.call(INTERNAL.recordSummary(userId, recordId), 'PUT', body));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private call(path: string, method: 'GET' | 'PUT' = 'GET', body?: unknown): Promise<unknown> {
    return callService<unknown>(this.config.DIARY_URL, path, {
      method,
      body,
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: this.config.SERVICE_TIMEOUT_MS,
    });
  }
}

function isNotFound(err: unknown): boolean {
  return err instanceof HttpException && err.getStatus() === 404;
}
