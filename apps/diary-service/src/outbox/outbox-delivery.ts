// Delivers one outbox event: a user event to the user's pub/sub channel, an index job to the
// search-index BullMQ queue. Fails fast (no offline queue, a time limit) so a Redis outage leaves
// the rows in the outbox instead of holding the relay.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QUEUES, SearchIndexJob, UserEvent } from '@diary/contracts';
import { BaseConfig, CONFIG, UserEventsPublisher, bullConnection } from '@diary/server-core';
import type { OutboxEventEntity } from './outbox-event.entity';

const DELIVERY_TIMEOUT_MS = 3000;

export type OutboxRow = Pick<OutboxEventEntity, 'id' | 'jobId' | 'kind' | 'userId' | 'payload'>;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class OutboxDelivery {
  private readonly logger = new Logger(OutboxDelivery.name);
  private readonly searchIndex: Queue<SearchIndexJob>;

  constructor(
    @Inject(CONFIG) config: BaseConfig,
    private readonly publisher: UserEventsPublisher,
  ) {
    const { connection, prefix } = bullConnection(config);
    this.searchIndex = new Queue<SearchIndexJob>(QUEUES.searchIndex, {
      connection: { ...connection, enableOfflineQueue: false },
      prefix,
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    });
    this.searchIndex.on('error', (err) => this.logger.warn(`search-index queue: ${err.message}`));
  }

  deliver(row: OutboxRow): Promise<unknown> {
    if (row.kind === 'user_event') return within(this.publisher.publish(row.userId, row.payload as UserEvent), DELIVERY_TIMEOUT_MS);
    const job = row.payload as SearchIndexJob;
    // The row's job id makes a redelivery (crash between add and delete) a no-op while the job is kept.
    return within(this.searchIndex.add(job.kind, job, { jobId: row.jobId }), DELIVERY_TIMEOUT_MS);
  }

  close(): Promise<void> {
    return this.searchIndex.close();
  }
}
