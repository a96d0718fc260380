// Queues the summaries of a day's finished records and the day's report, idempotently.
import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { GenerateSummaryResponse, WorkRecord } from '@diary/contracts';
import { CONFIG, TooManyRequestsException, UserEventsPublisher, withTimeout } from '@diary/server-core';
import type { AiConfig } from '../config';
import { DiaryClient } from '../clients/diary.client';
import { AiQueues } from '../jobs/ai-queues';
import { reportJobId, summaryJobId } from '../jobs/job-data';
import { ReportsService } from '../reports/reports.service';
import { RegenerationLimit } from './regeneration-limit';

export const NO_RECORDS_MESSAGE = 'There are no work records to generate a summary for.';
/** Redis commands of a queue wait while Redis is away; the request must not hang with them. */
const QUEUE_TIMEOUT_MS = 5000;
/** How long an automatic summary waits when its user has AI_MAX_QUEUED_PER_USER queued. */
export const QUEUE_FULL_RETRY_MS = 5000;

@Injectable()
export class SummariesService {
  private readonly logger = new Logger(SummariesService.name);

  constructor(
    private readonly diary: DiaryClient,
    private readonly queues: AiQueues,
    private readonly reports: ReportsService,
    private readonly events: UserEventsPublisher,
    private readonly regenerations: RegenerationLimit,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {}

  /** Whether the user has AI_MAX_QUEUED_PER_USER summaries queued (no more are queued then). */
  async queueFull(userId: string): Promise<boolean> {
    return (
      (await this.queues.outstanding(this.queues.summaries, userId)) >= this.config.AI_MAX_QUEUED_PER_USER
    );
  }

  async generate(
    userId: string,
    date: string,
    regenerate: boolean,
    discardEdits = false,
  ): Promise<GenerateSummaryResponse> {
    if (await this.queueFull(userId))
      throw new TooManyRequestsException(
        'Your earlier summaries are still being written. Please try again in a minute.',
        60,
      );
    if (regenerate) await this.regenerations.take(userId);
    const { records } = await this.diary.dayRecords(userId, date);
    if (records.length === 0) throw new BadRequestException(NO_RECORDS_MESSAGE);
    try {
      return await withTimeout(
        this.enqueue(userId, date, records, regenerate, discardEdits),
        QUEUE_TIMEOUT_MS,
        `no answer from Redis within ${QUEUE_TIMEOUT_MS} ms`,
      );
    } catch (err) {
      if (err instanceof HttpException) throw err;
      this.logger.error(`could not queue summaries: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException('Summaries cannot be queued right now. Please try again.');
    }
  }

  private async enqueue(
    userId: string,
    date: string,
    records: WorkRecord[],
    regenerate: boolean,
    discardEdits: boolean,
  ): Promise<GenerateSummaryResponse> {
    // A summary a note change made stale is written again too: the report is never built on it.
    const targets = records.filter(
      (r) => !r.isActive && r.endTime !== null && (regenerate || !r.summary || r.summaryStale === true),
    );
    // A regeneration is a new request by definition; otherwise the same ids make repeats no-ops.
    const nonce = regenerate ? randomUUID().slice(0, 8) : undefined;
    const summaryJobIds: string[] = [];
    for (const record of targets) {
      const jobId = summaryJobId(userId, record.id, nonce);
      // Announced before the job exists, so that "generating" can never arrive after "completed".
      await this.events.publish(userId, { type: 'summary_generating', recordId: record.id });
      await this.queues.add(this.queues.summaries, jobId, {
        userId,
        recordId: record.id,
        date,
        regenerate,
        ...(discardEdits ? { discardEdits } : {}),
      });
      summaryJobIds.push(jobId);
    }
    await this.reports.setStatus(userId, date, 'generating');
    await this.queues.add(this.queues.reports, reportJobId(userId, date, nonce), {
      userId,
      date,
      summaryJobIds,
      ...(discardEdits ? { discardEdits } : {}),
    });
    return { recordIds: targets.map((r) => r.id) };
  }

  /**
   * A session stopped or a past one was added (autoSummarize): its summary, then the day's report
   * rewritten once that summary is settled. `requestId` (the outbox row's job id) names both jobs,
   * so a redelivered request adds nothing twice. A session that already has a summary (it was
   * resumed and stopped again) gets a new one, counted by the regeneration limit: past it, the
   * session's one deferred summary is written when the limit's window ends (further stops while it
   * waits add nothing; it reads the notes when it runs).
   */
  async queueStopped(userId: string, recordId: string, date: string, requestId: string): Promise<string> {
    const record = await this.diary.record(userId, recordId);
    if (!record) return 'record deleted';
    if (record.isActive || record.endTime === null) return 'still running';
    const regenerate = record.summary !== null;
    const deferMs = regenerate ? await this.regenerations.wait(userId) : 0;
    const nonce = deferMs ? 'deferred' : `a${requestId.replace(/[^0-9a-f]/gi, '').slice(0, 12)}`;
    const jobId = summaryJobId(userId, recordId, nonce);
    await this.events.publish(userId, { type: 'summary_generating', recordId });
    await this.queues.add(
      this.queues.summaries,
      jobId,
      { userId, recordId, date: record.date, regenerate },
      deferMs ? { delay: deferMs } : {},
    );
    await this.reports.setStatus(userId, record.date, 'generating');
    await this.queues.add(this.queues.reports, reportJobId(userId, record.date, nonce), {
      userId,
      date: record.date,
      summaryJobIds: [jobId],
    });
    if (deferMs) return `regeneration limit reached: the summary waits ${Math.ceil(deferMs / 1000)} s`;
    return date === record.date ? 'queued' : `queued (the session moved to ${record.date})`;
  }
}
