// Waiting in integration tests, and a listener on one user's live-event channel (what the gateway
// forwards to that user's sockets). Shared by the diary and ai service tests.
import Redis from 'ioredis';
import { UserEvent } from '@diary/contracts';
import { userEventsChannel } from '@diary/contracts/server';
import type { TestStack } from './test-stack';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Maybe<T> = T | undefined | null | false;

/** Polls `probe` until it gives a value (not undefined, null or false); fails after `ms`. */
export async function waitUntil<T>(
  probe: () => Maybe<T> | Promise<Maybe<T>>,
  ms: number,
  what: string,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** Collects the events published on one user's Redis channel. */
export class UserEventListener {
  readonly events: UserEvent[] = [];
  private readonly redis: Redis;

  private constructor(
    redisUrl: string,
    private readonly channel: string,
    private readonly waitMs: number,
  ) {
    this.redis = new Redis(redisUrl);
    this.redis.on('message', (_ch: string, message: string) =>
      this.events.push(JSON.parse(message) as UserEvent),
    );
  }

  /** `waitMs`: how long waitFor waits unless told otherwise. */
  static async forUser(stack: TestStack, userId: string, waitMs = 5000): Promise<UserEventListener> {
    const listener = new UserEventListener(
      stack.env.redisUrl,
      `${stack.env.redisPrefix}${userEventsChannel(userId)}`,
      waitMs,
    );
    await listener.redis.subscribe(listener.channel);
    return listener;
  }

  of<T extends UserEvent['type']>(type: T): Extract<UserEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<UserEvent, { type: T }> => e.type === type);
  }

  waitFor(predicate: (e: UserEvent) => boolean, ms = this.waitMs): Promise<UserEvent> {
    return waitUntil(() => this.events.find(predicate), ms, 'the expected user event');
  }

  close(): void {
    this.redis.disconnect();
  }
}
