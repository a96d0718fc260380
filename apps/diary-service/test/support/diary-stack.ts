// A diary service on real Postgres and Redis, signed-in test users, and readers for what it sends:
// the user's pub/sub channel and the search-index BullMQ queue.
import Redis from 'ioredis';
import { Job, Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES, SearchIndexJob, UserEvent, WorkRecord, userEventsChannel } from '@diary/contracts';
import { bullConnection } from '@diary/server-core';
import { createTestSession, startTestStack, TestSession, TestStack } from '@diary/server-testing';
import { createApp } from '../../src/app';

export async function startDiary(): Promise<TestStack> {
  return startTestStack({ diary: createApp });
}

export const signIn = (stack: TestStack): Promise<TestSession> => createTestSession(stack.env);

export const api = (stack: TestStack) => request(stack.urls.diary);

/** Starts an active session for the user and returns it. */
export async function startSession(stack: TestStack, user: TestSession, date = '2024-05-31', startTime = new Date().toISOString()): Promise<WorkRecord> {
  const res = await api(stack).post('/api/work-records').set('Cookie', user.cookie).send({ startTime, isActive: true, date }).expect(201);
  return res.body as WorkRecord;
}

/** Collects the events published to one user's channel. */
export class EventListener {
  readonly events: UserEvent[] = [];
  private readonly redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

  private constructor(private readonly channel: string) {
    this.redis.on('message', (_ch: string, message: string) => this.events.push(JSON.parse(message) as UserEvent));
  }

  static async forUser(stack: TestStack, userId: string): Promise<EventListener> {
    const listener = new EventListener(`${stack.env.redisPrefix}${userEventsChannel(userId)}`);
    await listener.redis.subscribe(listener.channel);
    return listener;
  }

  async waitFor(predicate: (e: UserEvent) => boolean, ms = 5000): Promise<UserEvent> {
    return waitUntil(() => this.events.find(predicate), ms, 'the expected user event');
  }

  close(): void {
    this.redis.disconnect();
  }
}

/** Reads the search-index queue (no worker runs in these tests, so jobs wait there). */
export class IndexQueueReader {
  private readonly queue: Queue<SearchIndexJob>;

  constructor(stack: TestStack) {
    const { connection, prefix } = bullConnection({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: stack.env.redisPrefix });
    this.queue = new Queue<SearchIndexJob>(QUEUES.searchIndex, { connection, prefix });
  }

  async rawJobs(): Promise<Job<SearchIndexJob>[]> {
    const jobs = await this.queue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitUntil<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
