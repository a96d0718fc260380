// The ai service's BullMQ processors (@nestjs/bullmq's WorkerHost): each subclass names its queue and
// its `process`; this base gives them the worker settings from config, starts them once the app is
// up and, on shutdown, stops taking jobs and lets the running ones finish before Redis and the
// database close.
import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { settleLanesOf } from '@diary/server-core';
import { AiQueues } from './ai-queues';

export abstract class QueueWorker<T> extends WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);

  constructor(
    queueName: string,
    protected readonly queues: AiQueues,
  ) {
    super();
    // @Processor's worker options are fixed where a class is declared, but ours (lock, stall check,
    // concurrency) come from config. Nest builds every provider before BullModule makes the workers
    // (its onModuleInit), so the class declared a processor here gets a worker with these options
    // (decision 0390). autorun off: the worker starts in onApplicationBootstrap, once the app is up.
    Processor(queueName, { ...queues.workerOptions(), autorun: false })(new.target);
  }

  abstract override process(job: Job<T>, token?: string): Promise<unknown>;

  /** Called once a job has failed its last attempt. */
  protected async onFinalFailure(_job: Job<T>, _err: Error): Promise<void> {
    // nothing by default
  }

  onApplicationBootstrap(): void {
    // Jobs of users are added in their lanes (addFairly); a settled one leaves its lane.
    settleLanesOf(this.worker, (err) => this.logger.warn(`lanes: ${err.message}`));
    this.worker.run().catch((err: Error) => this.logger.error(`worker stopped: ${err.message}`));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<T> | undefined, err: Error): void {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(
      `job ${job.id} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ', will retry'}): ${err.message}`,
    );
    if (final)
      this.onFinalFailure(job, err).catch((e: Error) =>
        this.logger.error(`after job ${job.id} failed: ${e.message}`),
      );
  }

  @OnWorkerEvent('error')
  onError(err: Error): void {
    this.logger.error(`worker error: ${err.message}`);
  }

  /** Before BullModule's own close (onApplicationShutdown), which runs beside the database's. */
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }
}
