// The diary service's internal routes this service uses: a day's records, one record, and
// storing a record's summary. Everything that comes back is checked before it is used.
import { HttpException, Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL, type DayResponse, type Summary, type WorkRecord } from '@diary/contracts';
import { CONFIG, callService } from '@diary/server-core';
import type { AiConfig } from '../config';

const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  timestamp: z.string(),
  workRecordId: z.string(),
  userId: z.string(),
});
const lineSchema = z.object({ text: z.string(), noteIds: z.array(z.string()) });
const summarySchema = z.object({
  subject: z.string(),
  description: z.string(),
  // Stored since round three; older summaries have neither.
  sections: z
    .object({
      done: z.array(lineSchema),
      decided: z.array(lineSchema),
      blocked: z.array(lineSchema),
      next: z.array(lineSchema),
    })
    .optional(),
  mentions: z.array(z.object({ kind: z.enum(['person', 'ref', 'link']), text: z.string() })).optional(),
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
});
const daySchema = z.object({ records: z.array(recordSchema), totalDuration: z.number() });

@Injectable()
export class DiaryClient {
  constructor(@Inject(CONFIG) private readonly config: AiConfig) {}

  async dayRecords(userId: string, date: string): Promise<DayResponse> {
    return daySchema.parse(await this.call(INTERNAL.dayRecords(userId, date)));
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
  async storeSummary(userId: string, recordId: string, summary: Summary): Promise<WorkRecord | null> {
    try {
      return recordSchema.parse(await this.call(INTERNAL.recordSummary(userId, recordId), 'PUT', summary));
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
