// The ai service's two BullMQ queues (summaries, reports), their retry policy, and the worker
// settings that make a job interrupted by a crash run again (stalled-job recovery).
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue, WorkerOptions } from 'bullmq';
import { QUEUES } from '@diary/contracts/server';
import { CONFIG, bullConnection, metricsEnabled, processMetrics } from '@diary/server-core';
import type { AiConfig } from '../config';
import type { ReportJobData, SummaryJobData, WeeklyJobData } from './job-data';

@Injectable()
export class AiQueues implements OnApplicationShutdown {
  readonly summaries: Queue<SummaryJobData>;
  readonly reports: Queue<ReportJobData>;
  readonly weekly: Queue<WeeklyJobData>;

  constructor(@Inject(CONFIG) private readonly config: AiConfig) {
    this.summaries = new Queue<SummaryJobData>(QUEUES.summaries, bullConnection(config));
    this.reports = new Queue<ReportJobData>(QUEUES.reports, bullConnection(config));
    this.weekly = new Queue<WeeklyJobData>(QUEUES.weeklyReports, bullConnection(config));
    if (metricsEnabled(config))
      processMetrics().queues.set('ai-service', async () => {
        const rows = [];
        for (const queue of [this.summaries, this.reports, this.weekly]) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
          for (const [state, count] of Object.entries(counts)) rows.push({ queue: queue.name, state, count });
        }
        return rows;
      });
  }

  /** Retries with exponential backoff; finished jobs are removed so their ids can be used again. */
  jobOptions(jobId: string): JobsOptions {
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
    await Promise.all([this.summaries.close(), this.reports.close(), this.weekly.close()]);
  }
}
