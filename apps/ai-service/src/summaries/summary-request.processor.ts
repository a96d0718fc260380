// Summary requests from the diary (its outbox → the ai-summary-requests queue): a session stopped,
// a past session was added, or a note of a stopped session changed (debounced by the diary). When the user's autoSummarize is on, the session's summary is
// queued, and the day's report after it; no button is needed.
import { Inject, Injectable } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { QUEUES, type SummaryRequestJob } from '@diary/contracts/server';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { SettingsClient } from '../clients/settings.client';
import { DiaryClient } from '../clients/diary.client';
import { AiQueues } from '../jobs/ai-queues';
import { QueueWorker } from '../jobs/queue-worker';
import { QUEUE_FULL_RETRY_MS, SummariesService } from './summaries.service';

@Injectable()
export class SummaryRequestProcessor extends QueueWorker<SummaryRequestJob> {
  constructor(
    queues: AiQueues,
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly settings: SettingsClient,
    private readonly summaries: SummariesService,
    private readonly diary: DiaryClient,
  ) {
    super(QUEUES.summaryRequests, queues);
  }

  async process(job: Job<SummaryRequestJob>, token?: string): Promise<string> {
    const { userId, recordId, date, reason } = job.data;
    const due = job.timestamp + this.config.AUTO_SUMMARY_DELAY_MS;
    if (reason === 'added' && Date.now() < due) {
      // Not an attempt: back to the delayed set until the notes typed after adding it are in.
      await job.moveToDelayed(due, token);
      throw new DelayedError();
    }
    const { autoSummarize } = await this.settings.userSettings(userId);
    if (!autoSummarize) return 'automatic summaries are off';
    // The notes typed into an added session asked for its summary as they came (reason "edited"):
    // one written after the last of them is not written again.
    if (reason === 'added' && (await this.alreadyFresh(userId, recordId))) return 'already summarized';
    if (await this.summaries.queueFull(userId)) {
      // The user has AI_MAX_QUEUED_PER_USER summaries queued: this one waits for room.
      await job.moveToDelayed(Date.now() + QUEUE_FULL_RETRY_MS, token);
      throw new DelayedError();
    }
    return this.summaries.queueStopped(userId, recordId, date, job.id ?? recordId);
  }

  private async alreadyFresh(userId: string, recordId: string): Promise<boolean> {
    const record = await this.diary.record(userId, recordId);
    return Boolean(record?.summary && !record.summaryStale);
  }
}
