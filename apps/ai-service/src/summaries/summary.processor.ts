// Summary jobs: read the record and the user's settings, ask the provider, store the summary on the
// record through the diary service, then tell the user's browsers.
import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '@diary/contracts/server';
import { UserEventsPublisher } from '@diary/server-core';
import { DiaryClient } from '../clients/diary.client';
import { SettingsClient } from '../clients/settings.client';
import { AI_PROVIDER, AiProvider } from '../providers/ai-provider';
import { AiQueues } from '../jobs/ai-queues';
import type { SummaryJobData } from '../jobs/job-data';
import { QueueWorker } from '../jobs/queue-worker';
import { WebhookEventsPublisher } from '../jobs/webhook-events.publisher';

@Injectable()
export class SummaryProcessor extends QueueWorker<SummaryJobData> {
  constructor(
    queues: AiQueues,
    private readonly diary: DiaryClient,
    private readonly settings: SettingsClient,
    private readonly events: UserEventsPublisher,
    private readonly webhooks: WebhookEventsPublisher,
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
  ) {
    super(QUEUES.summaries, queues);
  }

  async process(job: Job<SummaryJobData>): Promise<string> {
    const { userId, recordId, regenerate, discardEdits } = job.data;
    const record = await this.diary.record(userId, recordId);
    if (!record) return 'record deleted';
    let summary = record.summary;
    // A retry after the summary was stored (but before the event went out) does not redo it.
    if (!summary || regenerate) {
      const prefs = await this.settings.writingPreferences(userId);
      summary = await this.provider.summarizeSession({
        ...prefs,
        session: {
          startTime: record.startTime,
          endTime: record.endTime,
          notes: record.notes,
          tags: record.tags,
        },
      });
      // The diary keeps the person's edited lines unless this regeneration discards them.
      const stored = await this.diary.storeSummary(userId, recordId, summary, discardEdits === true);
      if (!stored) return 'record deleted';
      // As stored: the diary keeps only note ids of this record in the sections.
      summary = stored.summary ?? summary;
    }
    await this.events.publish(userId, { type: 'summary_completed', recordId, summary });
    // Written from the session's notes that are not sealed (the diary hands over no sealed text).
    await this.webhooks.publish(userId, 'summary.completed', { recordId, date: record.date, summary });
    return 'stored';
  }
}
