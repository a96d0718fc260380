// The ai service's BullMQ queues (summaries, reports, period reviews), their retry policy, the worker
// settings that make a job interrupted by a crash run again (stalled-job recovery), and `add`: the
// one way a user's job is queued here, in the user's lane (fair across users, fair-lanes.ts).
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue, WorkerOptions } from 'bullmq';
import { QUEUES } from '@diary/contracts/server';
import {
  addFairly,
  CONFIG,
  bullConnection,
  metricsEnabled,
  outstandingJobs,
  processMetrics,
} from '@diary/server-core';
import type { AiConfig } from '../config';
import type { PeriodReviewJobData, ReportJobData, SummaryJobData } from './job-data';

@Injectable()
export class AiQueues implements OnApplicationShutdown {
  readonly summaries: Queue<SummaryJobData>;
  readonly reports: Queue<ReportJobData>;
  /** Every kind of period review (write-ups/period-review-kinds.ts). */
  readonly periodReviews: Queue<PeriodReviewJobData>;

  constructor(@Inject(CONFIG) private readonly config: AiConfig) {
    this.summaries = new Queue<SummaryJobData>(QUEUES.summaries, bullConnection(config));
    this.reports = new Queue<ReportJobData>(QUEUES.reports, bullConnection(config));
    this.periodReviews = new Queue<PeriodReviewJobData>(QUEUES.weeklyReports, bullConnection(config));
    if (metricsEnabled(config))
      processMetrics().queues.set('ai-service', async () => {
        const rows = [];
        for (const queue of [this.summaries, this.reports, this.periodReviews]) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
          for (const [state, count] of Object.entries(counts)) rows.push({ queue: queue.name, state, count });
        }
        return rows;
      });
  }

  /**
   * Queues a user's job unless one with this id is waiting or running (a failed one is replaced),
   * with its user's lane priority: one user's thousand queued jobs never hold another's next one.
   */
  async add<T>(
    queue: Queue<T>,
    jobId: string,
    data: T & { userId: string },
    extra: Pick<JobsOptions, 'delay'> = {},
  ): Promise<void> {
    const existing = await queue.getJob(jobId);
    if (existing && (await existing.isFailed())) await existing.remove();
    await addFairly(queue, [
      { name: jobId.split('_')[0], data, opts: { ...this.jobOptions(jobId), ...extra } },
    ]);
  }

  /** The user's jobs on the queue not yet settled (waiting, delayed or running). */
  outstanding(queue: Queue, userId: string): Promise<number> {
    return outstandingJobs(queue, userId);
  }

  /** Retries with exponential backoff; finished jobs are removed so their ids can be used again. */
  jobOptions(jobId: string): JobsOptions & { jobId: string } {
    return {
      jobId,
      attempts: this.config.AI_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.AI_JOB_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }

  workerOptions(): WorkerOptions {
    return {
      ...bullConnection(this.config),
      concurrency: this.config.AI_JOB_CONCURRENCY,
      // A worker that dies leaves its job locked; after lockDuration the stall check (every
      // stalledInterval) of any live worker puts it back in the queue.
      lockDuration: this.config.AI_JOB_LOCK_DURATION_MS,
      stalledInterval: this.config.AI_JOB_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.summaries.close(), this.reports.close(), this.periodReviews.close()]);
  }
}
