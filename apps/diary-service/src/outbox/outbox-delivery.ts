// Delivers outbox events: user events to the users' pub/sub channels, index jobs to the
// search-index BullMQ queue, summary requests to the ai service's ai-summary-requests queue,
// webhook events to the webhook-events queue. Fails fast (no offline queue, a time limit) so a Redis outage leaves
// the rows in the outbox instead of holding the relay.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { UserEvent } from '@diary/contracts';
import { QUEUES, SearchIndexJob, SummaryRequestJob, WebhookEventJob } from '@diary/contracts/server';
import { addFairly, CONFIG, UserEventsPublisher, bullConnection, withTimeout } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { summaryRequestOptions } from './summary-request-options';
import type { OutboxEventEntity } from './outbox-event.entity';

const DELIVERY_TIMEOUT_MS = 3000;

export type OutboxRow = Pick<OutboxEventEntity, 'id' | 'jobId' | 'kind' | 'userId' | 'payload'>;

@Injectable()
export class OutboxDelivery {
  private readonly logger = new Logger(OutboxDelivery.name);
  private readonly searchIndex: Queue<SearchIndexJob>;
  private readonly summaryRequests: Queue<SummaryRequestJob>;
  private readonly webhookEvents: Queue<WebhookEventJob>;
  private readonly refreshDebounceMs: number;

  constructor(
    @Inject(CONFIG) config: DiaryConfig,
    private readonly publisher: UserEventsPublisher,
  ) {
    const { connection, prefix } = bullConnection(config);
    this.refreshDebounceMs = config.SUMMARY_REFRESH_DEBOUNCE_MS;
    // Both queues: no offline queue (a Redis outage fails the add, so the row stays for the next
    // relay pass), retries with growing delays, failures kept for a look.
    const options = {
      connection: { ...connection, enableOfflineQueue: false },
      prefix,
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    };
    this.searchIndex = new Queue<SearchIndexJob>(QUEUES.searchIndex, options);
    this.searchIndex.on('error', (err) => this.logger.warn(`search-index queue: ${err.message}`));
    this.summaryRequests = new Queue<SummaryRequestJob>(QUEUES.summaryRequests, options);
    this.summaryRequests.on('error', (err) => this.logger.warn(`summary-requests queue: ${err.message}`));
    this.webhookEvents = new Queue<WebhookEventJob>(QUEUES.webhookEvents, options);
    this.webhookEvents.on('error', (err) => this.logger.warn(`webhook-events queue: ${err.message}`));
  }

  /** Jobs of the search-index queue by state, for the metrics endpoint. */
  async queueDepth(): Promise<Array<{ queue: string; state: string; count: number }>> {
    const counts = await this.searchIndex.getJobCounts('waiting', 'active', 'delayed', 'failed');
    return Object.entries(counts).map(([state, count]) => ({ queue: QUEUES.searchIndex, state, count }));
  }

  /**
   * Delivers a batch in three round trips at most: the user events in one pipeline, the index jobs
   * and the summary requests each with one addBulk. Returns the ids that went out and the error that stopped the rest, if any.
   */
  async deliverBatch(rows: OutboxRow[]): Promise<{ done: string[]; error?: Error }> {
    const events = rows.filter((r) => r.kind === 'user_event');
    const jobs = rows.filter((r) => r.kind === 'search_index');
    const requests = rows.filter((r) => r.kind === 'summary_request');
    const hooks = rows.filter((r) => r.kind === 'webhook_event');
    const done: string[] = [];
    let error: Error | undefined;
    const settle = (part: OutboxRow[], work: () => Promise<unknown>) =>
      part.length
        ? withTimeout(
            work(),
            DELIVERY_TIMEOUT_MS,
            `delivery took longer than ${DELIVERY_TIMEOUT_MS} ms`,
          ).then(
            () => done.push(...part.map((r) => r.id)),
            (err: unknown) => (error ??= err instanceof Error ? err : new Error(String(err))),
          )
        : undefined;
    await Promise.all([
      settle(events, () =>
        this.publisher.publishMany(events.map((r) => ({ userId: r.userId, event: r.payload as UserEvent }))),
      ),
      // The row's job id makes a redelivery (crash between add and delete) a no-op while the job is
      // kept. Both queues are shared fairly across users (fair-lanes.ts: each user's lane priority).
      settle(jobs, () =>
        addFairly(
          this.searchIndex,
          jobs.map((r) => {
            const job = r.payload as SearchIndexJob;
            return { name: job.kind, data: job, opts: { jobId: r.jobId } };
          }),
        ),
      ),
      settle(requests, () =>
        addFairly(
          this.summaryRequests,
          requests.map((r) => {
            const request = r.payload as SummaryRequestJob;
            return {
              name: 'summary-request',
              data: request,
              opts: summaryRequestOptions(r.jobId, request, this.refreshDebounceMs),
            };
          }),
        ),
      ),
      settle(hooks, () =>
        this.webhookEvents.addBulk(
          hooks.map((r) => ({
            name: (r.payload as WebhookEventJob).type,
            data: r.payload as WebhookEventJob,
            opts: { jobId: r.jobId },
          })),
        ),
      ),
    ]);
    return { done, error };
  }

  async close(): Promise<void> {
    await Promise.all([this.searchIndex.close(), this.summaryRequests.close(), this.webhookEvents.close()]);
  }
}
