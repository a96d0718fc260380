// Consumes the search-index queue that the diary service writes to and applies each job.
import { Inject, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, Queue, UnrecoverableError } from 'bullmq';
import { QUEUES, SearchIndexJob } from '@diary/contracts/server';
import { CONFIG, settleLanesOf, Tracing } from '@diary/server-core';
import type { SearchConfig } from '../config';
import { IndexWriter } from './index-writer.service';

// autorun off: the concurrency comes from config (@Processor's options are static), so the worker
// is given it and started in onApplicationBootstrap (decision 0390).
@Processor(QUEUES.searchIndex, { autorun: false })
export class IndexWorker extends WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IndexWorker.name);

  constructor(
    @Inject(CONFIG) private readonly config: SearchConfig,
    private readonly writer: IndexWriter,
    private readonly tracing: Tracing,
    @InjectQueue(QUEUES.searchIndex) private readonly queue: Queue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.SEARCH_INDEX_CONCURRENCY;
    // The diary adds the jobs in users' lanes (fair across users); a settled job leaves its lane.
    settleLanesOf(this.worker, (err) => this.logger.warn(`index worker lanes: ${err.message}`));
    this.worker.run().catch((err: Error) => this.logger.error(`index worker stopped: ${err.message}`));
  }

  /** Before BullModule's own close (onApplicationShutdown), which runs beside the database's. */
  async onModuleDestroy(): Promise<void> {
    // A bullmq queue or worker closed while still connecting (an app stopped at once, on a loaded
    // machine) rejects its connecting after its listeners are gone, so bullmq emits an 'error'
    // nobody hears: an unhandled rejection (seen in CI's health test). Connecting may finish first.
    await Promise.race([
      Promise.all([this.queue.waitUntilReady(), this.worker.waitUntilReady()]),
      delay(2000, undefined, { ref: false }),
    ]).catch(() => undefined);
    await this.worker.close();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, err: Error): void {
    this.logger.warn(`index job ${job?.id ?? '?'} failed: ${err.message}`);
  }

  @OnWorkerEvent('error')
  onError(err: Error): void {
    this.logger.error(`index worker: ${err.message}`);
  }

  /** In the trace of the change that queued the job, when tracing is on (docs/observability.md). */
  process(job: Job): Promise<{ applied: boolean }> {
    const trace = (job.data as { trace?: unknown } | null)?.trace;
    return this.tracing.consume(
      `${QUEUES.searchIndex} ${job.name}`,
      trace,
      { 'messaging.system': 'bullmq', 'messaging.destination.name': QUEUES.searchIndex },
      () => this.apply(job),
    );
  }

  private async apply(job: Job): Promise<{ applied: boolean }> {
    const parsed = SearchIndexJob.safeParse(job.data);
    // A malformed job will never succeed: fail it at once instead of retrying.
    if (!parsed.success)
      throw new UnrecoverableError(`not a search index job: ${parsed.error.issues[0]?.message ?? ''}`);
    return { applied: await this.writer.apply(parsed.data) };
  }
}
