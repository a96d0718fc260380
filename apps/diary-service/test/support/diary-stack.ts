// A diary service on real Postgres and Redis, signed-in test users, and readers for what it sends:
// the user's pub/sub channel and the search-index BullMQ queue.
import { Job, Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES, SearchIndexJob } from '@diary/contracts/server';
import { bullConnection, ConfigOverrides } from '@diary/server-core';
import {
  createTestSession,
  sleep,
  startTestStack,
  TestSession,
  TestStack,
  useTestStack,
  withConfig,
} from '@diary/server-testing';
import { createApp } from '../../src/app';
import type { configSchema } from '../../src/config';

/** `settings`: the diary's own over the stack's (a REDIS_URL there serves the whole stack). */
export async function startDiary(settings: ConfigOverrides<typeof configSchema> = {}): Promise<TestStack> {
  return startTestStack({ diary: withConfig(createApp, settings) }, { REDIS_URL: settings.REDIS_URL });
}

/** The diary service for the suite (started before its tests, closed after). */
export const useDiary = (): TestStack => useTestStack({ diary: createApp });

export const signIn = (stack: TestStack): Promise<TestSession> => createTestSession(stack.env);

export const api = (stack: TestStack) => request(stack.urls.diary);

export { startSession } from '@diary/server-testing';

/** Reads the search-index queue (no worker runs in these tests, so jobs wait there). */
export class IndexQueueReader {
  private readonly queue: Queue<SearchIndexJob>;

  constructor(stack: TestStack) {
    const { connection, prefix } = bullConnection({
      REDIS_URL: stack.env.redisUrl,
      REDIS_PREFIX: stack.env.redisPrefix,
    });
    this.queue = new Queue<SearchIndexJob>(QUEUES.searchIndex, { connection, prefix });
  }

  async rawJobs(): Promise<Job<SearchIndexJob>[]> {
    const jobs = await this.queue.getJobs([
      'waiting',
      'delayed',
      'prioritized',
      'active',
      'completed',
      'failed',
    ]);
    return jobs.filter(Boolean).sort((a, b) => a.timestamp - b.timestamp);
  }

  async jobs(): Promise<SearchIndexJob[]> {
    return (await this.rawJobs()).map((j) => j.data);
  }

  async waitFor(predicate: (j: SearchIndexJob) => boolean, ms = 5000): Promise<SearchIndexJob> {
    const end = Date.now() + ms;
    for (;;) {
      const found = (await this.jobs()).find(predicate);
      if (found) return found;
      if (Date.now() > end) throw new Error('timed out waiting for the expected search index job');
      await sleep(50);
    }
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
