// The real auth, diary and ai services on real Postgres and Redis, and helpers to fill a day with
// records and notes and to listen to a user's live events.
import Redis from 'ioredis';
import request from 'supertest';
import { UserEvent, WorkRecord, userEventsChannel } from '@diary/contracts';
import { startTestStack, TestSession, TestStack } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../../auth-service/src/app';
import { createApp as createDiaryApp } from '../../../diary-service/src/app';
import { createApp } from '../../src/app';

export const startAiStack = (): Promise<TestStack> =>
  startTestStack({ auth: createAuthApp, diary: createDiaryApp, ai: createApp });

export const startAuthAndDiary = (): Promise<TestStack> => startTestStack({ auth: createAuthApp, diary: createDiaryApp });

export interface NoteSpec {
  at: string;
  content: string;
}

/** Creates a finished record (or an active one when `end` is null) with its notes, through the diary API. */
export async function createRecord(
  stack: TestStack,
  user: Pick<TestSession, 'cookie'>,
  spec: { date: string; start: string; end: string | null; notes?: NoteSpec[] },
): Promise<WorkRecord> {
  const diary = request(stack.urls.diary);
  const body = spec.end
    ? { date: spec.date, startTime: spec.start, endTime: spec.end, isActive: false }
    : { date: spec.date, startTime: spec.start, isActive: true };
  const record = (await diary.post('/api/work-records').set('Cookie', user.cookie).send(body).expect(201)).body as WorkRecord;
  for (const note of spec.notes ?? []) {
    await diary.post('/api/work-notes').set('Cookie', user.cookie).send({ workRecordId: record.id, content: note.content, timestamp: note.at }).expect(201);
  }
  return record;
}

export async function getRecord(stack: TestStack, user: Pick<TestSession, 'cookie'>, date: string, id: string): Promise<WorkRecord | undefined> {
  const res = await request(stack.urls.diary).get(`/api/work-records/${date}`).set('Cookie', user.cookie).expect(200);
  return (res.body.records as WorkRecord[]).find((r) => r.id === id);
}

/** Collects the events published on one user's Redis channel (what the gateway forwards to sockets). */
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

  of<T extends UserEvent['type']>(type: T): Extract<UserEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<UserEvent, { type: T }> => e.type === type);
  }

  waitFor(predicate: (e: UserEvent) => boolean, ms = 15000): Promise<UserEvent> {
    return waitUntil(async () => this.events.find(predicate), ms, 'the expected user event');
  }

  close(): void {
    this.redis.disconnect();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitUntil<T>(probe: () => Promise<T | undefined | null | false>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
