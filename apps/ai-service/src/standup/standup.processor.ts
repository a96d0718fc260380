// The standup-sends queue: every minute a tick queues the stand-ups and digests due in that minute
// (one job per user, kind and local day, so two ticks or two replicas never send twice), and each
// send job posts or mails one.
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';
import { SendsClient } from './sends.client';
import { dueSends } from './standup-schedule';
import { StandupService } from './standup.service';
import { SEND_OPTIONS, STANDUP_QUEUE, STANDUP_TICK_SCHEDULER, type StandupJob } from './standup-jobs';

@Processor(STANDUP_QUEUE, { concurrency: 4 })
export class StandupProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(StandupProcessor.name);

  constructor(
    @Inject(CONFIG) private readonly config: AiConfig,
    private readonly standup: StandupService,
    private readonly sends: SendsClient,
    @InjectQueue(STANDUP_QUEUE) private readonly queue: Queue<StandupJob>,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.queue
      .upsertJobScheduler(
        STANDUP_TICK_SCHEDULER,
        { pattern: '0 * * * * *' },
        { name: 'tick', data: { kind: 'tick' } },
      )
      .catch((err: Error) => this.logger.error(`could not schedule stand-up sends: ${err.message}`));
  }

  async process(job: Job<StandupJob>): Promise<string> {
    const data = job.data;
    switch (data.kind) {
      case 'tick': {
        const due = dueSends(
          new Date(job.timestamp),
          await this.sends.scheduled(),
          this.config.SUMMARY_TIME_ZONE,
        );
        await this.queue.addBulk(
          due.map((d) => ({
            name: d.kind,
            data: { kind: d.kind, userId: d.userId, date: d.date },
            opts: { ...SEND_OPTIONS, jobId: `${d.kind}-${d.userId}-${d.on}` },
          })),
        );
        return `queued ${due.length}`;
      }
      case 'chat':
        await this.standup.postToChat(data.userId, data.date);
        return 'posted';
      case 'email':
        await this.standup.emailStandup(data.userId, data.date);
        return 'mailed';
      case 'week':
        return (await this.standup.emailWeekIfWanted(data.userId, data.week)) ? 'mailed' : 'not wanted';
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<StandupJob> | undefined, err: Error): void {
    this.logger.warn(`stand-up job ${job?.name ?? '?'} ${job?.id ?? ''} failed: ${err.message}`);
  }
}
