// A BullMQ worker tied to the Nest app's life: it starts once the app is up and, on shutdown,
// stops taking jobs and lets the running ones finish before Redis and the database close.
import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { settleLanesOf } from '@diary/server-core';
import { AiQueues } from './ai-queues';

export abstract class QueueWorker<T> implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly queueName: string;
  protected readonly logger = new Logger(this.constructor.name);
  private worker?: Worker<T>;

  constructor(protected readonly queues: AiQueues) {}

  protected abstract process(job: Job<T>, token?: string): Promise<unknown>;

  /** Called once a job has failed its last attempt. */
  protected async onFinalFailure(_job: Job<T>, _err: Error): Promise<void> {
    // nothing by default
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<T>(
      this.queueName,
      (job, token) => this.process(job, token),
      this.queues.workerOptions(),
    );
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.logger.warn(
        `job ${job.id} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ', will retry'}): ${err.message}`,
      );
      if (final)
        this.onFinalFailure(job, err).catch((e: Error) =>
          this.logger.error(`after job ${job.id} failed: ${e.message}`),
        );
    });
    this.worker.on('error', (err) => this.logger.error(`worker error: ${err.message}`));
    // Jobs of users are added in their lanes (addFairly); a settled one leaves its lane.
    settleLanesOf(this.worker, (err) => this.logger.warn(`lanes: ${err.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
