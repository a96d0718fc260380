// Consumes the search-index queue that the diary service writes to and applies each job.
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { QUEUES } from '@diary/contracts/server';
import { bullConnection, CONFIG, settleLanesOf, Tracing } from '@diary/server-core';
import type { SearchConfig } from '../config';
import { searchIndexJobSchema } from './index-job.schema';
import { IndexWriter } from './index-writer.service';

@Injectable()
export class IndexWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(IndexWorker.name);
  private worker?: Worker;

  constructor(
    @Inject(CONFIG) private readonly config: SearchConfig,
    private readonly writer: IndexWriter,
    private readonly tracing: Tracing,
  ) {}

  onModuleInit(): void {
    this.worker = new Worker(QUEUES.searchIndex, (job) => this.process(job), {
      ...bullConnection(this.config),
      concurrency: this.config.SEARCH_INDEX_CONCURRENCY,
    });
    this.worker.on('failed', (job, err) =>
      this.logger.warn(`index job ${job?.id ?? '?'} failed: ${err.message}`),
    );
    this.worker.on('error', (err) => this.logger.error(`index worker: ${err.message}`));
    // The diary adds the jobs in users' lanes (fair across users); a settled job leaves its lane.
    settleLanesOf(this.worker, (err) => this.logger.warn(`index worker lanes: ${err.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  /** In the trace of the change that queued the job, when tracing is on (docs/observability.md). */
  private process(job: Job): Promise<{ applied: boolean }> {
    const trace = (job.data as { trace?: unknown } | null)?.trace;
    return this.tracing.consume(
      `${QUEUES.searchIndex} ${job.name}`,
      trace,
      { 'messaging.system': 'bullmq', 'messaging.destination.name': QUEUES.searchIndex },
      () => this.apply(job),
    );
  }

  private async apply(job: Job): Promise<{ applied: boolean }> {
    const parsed = searchIndexJobSchema.safeParse(job.data);
    // A malformed job will never succeed: fail it at once instead of retrying.
    if (!parsed.success)
      throw new UnrecoverableError(`not a search index job: ${parsed.error.issues[0]?.message ?? ''}`);
    return { applied: await this.writer.apply(parsed.data) };
  }
}
