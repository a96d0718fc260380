// The ai service's internal routes the diary uses for export and import: a user's daily reports,
// read in pages and added (days that have none yet), and their weekly reviews, read in pages.
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  type AskPhraseRequest,
  type ExportedReport,
  type ExportedWeeklyReview,
  type ImportReportsRequest,
} from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { CONFIG, callService } from '@diary/server-core';
import type { DiaryConfig } from '../config';

const reportSchema = z.object({
  date: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  insights: z.array(z.string()),
  generatedAt: z.string().nullable(),
});
const pageSchema = z.object({ reports: z.array(reportSchema), nextAfter: z.string().nullable() });
const weeklyReviewSchema = z.object({
  week: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  insights: z.array(z.string()),
  days: z.array(z.object({ date: z.string(), minutes: z.number(), subject: z.string().nullable() })),
  generatedAt: z.string().nullable(),
});
const weeklyPageSchema = z.object({ reviews: z.array(weeklyReviewSchema), nextAfter: z.string().nullable() });
const addedSchema = z.object({ added: z.number().int().min(0) });
const phraseSchema = z.object({
  answer: z.string().min(1).max(2000).nullable(),
  provider: z.string().min(1).max(100).nullable(),
});
/** After the ai service said it has no model, how long before asking again. */
const NO_MODEL_RECHECK_MS = 60_000;

const PAGE = 200;

@Injectable()
export class AiClient {
  /** Until when the ai service is known to have no model (it said so). */
  private noModelUntil = 0;

  constructor(@Inject(CONFIG) private readonly config: DiaryConfig) {}

  /** Every report of the user, oldest day first, fetched a page at a time. */
  async *reports(userId: string): AsyncGenerator<ExportedReport> {
    let after: string | null = null;
    do {
      const query = new URLSearchParams({ limit: String(PAGE), ...(after ? { after } : {}) });
      const page = pageSchema.parse(
        await callService<unknown>(this.config.AI_URL, `${INTERNAL.reports(userId)}?${query}`, {
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: this.config.SERVICE_TIMEOUT_MS,
        }),
      );
      yield* page.reports;
      after = page.nextAfter;
    } while (after);
  }

  /** Every completed weekly review of the user, oldest week first, fetched a page at a time. */
  async *weeklyReviews(userId: string): AsyncGenerator<ExportedWeeklyReview> {
    let after: string | null = null;
    do {
      const query = new URLSearchParams({ limit: String(PAGE), ...(after ? { after } : {}) });
      const page = weeklyPageSchema.parse(
        await callService<unknown>(this.config.AI_URL, `${INTERNAL.weeklyReviews(userId)}?${query}`, {
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: this.config.SERVICE_TIMEOUT_MS,
        }),
      );
      yield* page.reviews;
      after = page.nextAfter;
    } while (after);
  }

  /** Adds the reports of days that have none yet (idempotent); answers how many were added. */
  async importReports(userId: string, reports: ExportedReport[], dryRun: boolean): Promise<number> {
    let added = 0;
    for (let i = 0; i < reports.length; i += PAGE) {
      const res = addedSchema.parse(
        await callService<unknown>(this.config.AI_URL, INTERNAL.importReports(userId), {
          method: 'POST',
          body: { reports: reports.slice(i, i + PAGE), dryRun } satisfies ImportReportsRequest,
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: this.config.SERVICE_TIMEOUT_MS,
        }),
      );
      added += res.added;
    }
    return added;
  }

  /**
   * The model's phrasing of an "ask your diary" answer from the facts, or null when no model is
   * configured or it failed: the offline sentence is then shown.
   */
  async phraseAnswer(request: AskPhraseRequest): Promise<{ answer: string; provider: string } | null> {
    if (Date.now() < this.noModelUntil) return null;
    try {
      const res = phraseSchema.parse(
        await callService<unknown>(this.config.AI_URL, INTERNAL.askPhrase, {
          method: 'POST',
          body: request,
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: this.config.ASK_MODEL_TIMEOUT_MS,
        }),
      );
      if (res.answer === null || res.provider === null) {
        this.noModelUntil = Date.now() + NO_MODEL_RECHECK_MS;
        return null;
      }
      return { answer: res.answer, provider: res.provider };
    } catch {
      return null;
    }
  }
}
