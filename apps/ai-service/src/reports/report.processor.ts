// Report jobs: wait until the day's summary jobs are settled, then write the report from the day's
// records, notes and summaries, store it, and tell the user's browsers.
import { Inject, Injectable } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { QUEUES } from '@diary/contracts/server';
import { UserEventsPublisher } from '@diary/server-core';
import { DiaryClient } from '../clients/diary.client';
import { SettingsClient } from '../clients/settings.client';
import { AI_PROVIDER, AiProvider } from '../providers/ai-provider';
import { AiQueues } from '../jobs/ai-queues';
import type { ReportJobData } from '../jobs/job-data';
import { QueueWorker } from '../jobs/queue-worker';
import { ReportsService } from './reports.service';
import { WebhookEventsPublisher } from '../jobs/webhook-events.publisher';

const UNSETTLED = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
/** How often a report looks again at its summaries, and how long it waits for them at most. */
export const SUMMARY_POLL_MS = 500;
export const MAX_SUMMARY_WAIT_MS = 10 * 60 * 1000;

@Injectable()
export class ReportProcessor extends QueueWorker<ReportJobData> {
  constructor(
    queues: AiQueues,
    private readonly diary: DiaryClient,
    private readonly settings: SettingsClient,
    private readonly reports: ReportsService,
    private readonly events: UserEventsPublisher,
    private readonly webhooks: WebhookEventsPublisher,
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
  ) {
    super(QUEUES.reports, queues);
  }

  async process(job: Job<ReportJobData>, token?: string): Promise<string> {
    const { userId, date, summaryJobIds, discardEdits } = job.data;
    if ((await this.summariesPending(summaryJobIds)) && Date.now() - job.timestamp < MAX_SUMMARY_WAIT_MS) {
      // Not an attempt: the job goes back to the delayed set and runs again shortly.
      await job.moveToDelayed(Date.now() + SUMMARY_POLL_MS, token);
      throw new DelayedError();
    }
    const day = await this.diary.dayRecords(userId, date);
    const stats = await this.diary.stats(userId, date, date);
    const prefs = await this.settings.writingPreferences(userId);
    const content = await this.provider.writeDailyReport({
      ...prefs,
      date,
      sessions: day.records.map((r) => ({
        startTime: r.startTime,
        endTime: r.endTime,
        notes: r.notes,
        tags: r.tags,
        summary: r.summary,
      })),
      // The same minutes per tag as GET /api/stats gives for the day (one minutes rule: whole under each tag).
      byTag: stats.tags,
    });
    await this.reports.store(userId, date, content, stats.tags, discardEdits === true);
    await this.events.publish(userId, { type: 'report_completed', date });
    await this.webhooks.publish(userId, 'report.completed', { report: await this.reports.get(userId, date) });
    return 'stored';
  }

  protected override async onFinalFailure(job: Job<ReportJobData>): Promise<void> {
    await this.reports.setStatus(job.data.userId, job.data.date, 'failed');
  }

  private async summariesPending(ids: string[]): Promise<boolean> {
    for (const id of ids) {
      const job = await this.queues.summaries.getJob(id);
      if (job && UNSETTLED.has(await job.getState())) return true;
    }
    return false;
  }
}
