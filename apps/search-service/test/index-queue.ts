// Test helper: puts index jobs on the queue exactly as the diary service does, and waits for the
// search service's worker to finish them.
import { Queue, QueueEvents } from 'bullmq';
import { QUEUES, SearchIndexJob } from '@diary/contracts/server';
import { bullConnection } from '@diary/server-core';
import { lateBound, type TestEnv, type TestStack } from '@diary/server-testing';

export class IndexQueue {
  private readonly queue: Queue;
  private readonly events: QueueEvents;

  constructor(env: TestEnv) {
    const opts = bullConnection({
      REDIS_URL: env.redisUrl,
      REDIS_PREFIX: env.redisPrefix,
    });
    this.queue = new Queue(QUEUES.searchIndex, opts);
    this.events = new QueueEvents(QUEUES.searchIndex, opts);
  }

  async ready(): Promise<void> {
    await this.events.waitUntilReady();
  }

  /** Enqueues without waiting (for "searchable within a second"). */
  add(job: SearchIndexJob | Record<string, unknown>) {
    return this.queue.add(String(job.kind), job, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 200 },
    });
  }

  /** Enqueues the jobs in this order, one at a time, each applied before the next is sent. */
  async apply(...jobs: Array<SearchIndexJob | Record<string, unknown>>): Promise<unknown[]> {
    const results = [];
    for (const job of jobs) results.push(await (await this.add(job)).waitUntilFinished(this.events, 10000));
    return results;
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
  }
}

/** The queue for a suite: opened (and ready) before its tests, closed after. */
export function useIndexQueue(stack: TestStack): IndexQueue {
  const queue = lateBound<IndexQueue>('the index queue');
  let opened: IndexQueue | undefined;
  beforeAll(async () => {
    opened = new IndexQueue(stack.env);
    queue.set(opened);
    await opened.ready();
  });
  afterAll(() => opened?.close());
  return queue.value;
}
