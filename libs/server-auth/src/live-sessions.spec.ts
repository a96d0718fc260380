import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { SESSIONS_REVOKED_CHANNEL } from '@diary/contracts/server';
import type { BaseConfig } from '@diary/server-core';
import { LiveSessions } from './live-sessions';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds (or fails the test after 3 s). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await sleep(10);
  expect(check()).toBe(true);
}

describe('LiveSessions (real Redis)', () => {
  const redis = new Redis(REDIS_URL);
  const opened: LiveSessions[] = [];
  const prefix = `test_live_${randomBytes(4).toString('hex')}:`;
  const service = `live-test-${randomBytes(3).toString('hex')}`;

  async function open(cacheMs = 2000): Promise<LiveSessions> {
    const config = { REDIS_URL, REDIS_PREFIX: prefix, SESSION_CACHE_MS: cacheMs } as BaseConfig;
    const live = new LiveSessions(config, service);
    opened.push(live);
    await live.onModuleInit();
    if (cacheMs > 0) await until(() => (live.remember('probe', 'u', live.epoch()), !!live.userOf('probe')));
    return live;
  }

  const publishRevoked = (sessionIds: string[]) =>
    redis.publish(`${prefix}${SESSIONS_REVOKED_CHANNEL}`, JSON.stringify({ userId: 'u1', sessionIds }));

  afterAll(async () => {
    await Promise.all(opened.map((l) => l.onModuleDestroy()));
    redis.disconnect();
  });

  it('answers a session it saw live, and drops it the moment its revocation is published', async () => {
    const live = await open();
    live.remember('s1', 'u1', live.epoch());
    live.remember('s2', 'u1', live.epoch());
    expect(live.userOf('s1')).toBe('u1');
    await publishRevoked(['s1']);
    await until(() => live.userOf('s1') === undefined);
    expect(live.userOf('s2')).toBe('u1');
  });

  it('does not keep an answer found while a revocation came in', async () => {
    const live = await open();
    const before = live.epoch();
    await publishRevoked(['s3']);
    await until(() => live.epoch() !== before);
    live.remember('s3', 'u1', before);
    expect(live.userOf('s3')).toBeUndefined();
  });

  it('forgets a session after SESSION_CACHE_MS', async () => {
    const live = await open(100);
    live.remember('s4', 'u1', live.epoch());
    expect(live.userOf('s4')).toBe('u1');
    await sleep(150);
    expect(live.userOf('s4')).toBeUndefined();
  });

  it('forgets everything and trusts nothing while its subscription is down, then works again', async () => {
    const live = await open();
    live.remember('s5', 'u1', live.epoch());
    const clients = String(await redis.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=${service}-live-sessions`));
    expect(clients.length).toBeGreaterThan(0);
    for (const line of clients) await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]);
    await until(() => live.userOf('s5') === undefined);
    // Back once resubscribed: a revocation published now reaches it again.
    await until(() => (live.remember('s6', 'u1', live.epoch()), live.userOf('s6') === 'u1'));
    await publishRevoked(['s6']);
    await until(() => live.userOf('s6') === undefined);
  });

  it('keeps nothing when SESSION_CACHE_MS is 0', async () => {
    const live = await open(0);
    expect(live.enabled).toBe(false);
    live.remember('s7', 'u1', live.epoch());
    expect(live.userOf('s7')).toBeUndefined();
  });

  it('tells its listeners of each revocation, even with SESSION_CACHE_MS 0, and not of one it cannot read', async () => {
    const live = await open(0);
    const heard: unknown[] = [];
    live.onRevoked((revoked) => heard.push(revoked));
    await live.subscribed;
    await redis.publish(`${prefix}${SESSIONS_REVOKED_CHANNEL}`, '{"sessionIds":["s9"]}');
    await publishRevoked(['s9', 's10']);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ userId: 'u1', sessionIds: ['s9', 's10'] }]);
  });

  it('forgets everything on a revocation it cannot read', async () => {
    const live = await open();
    live.remember('s8', 'u1', live.epoch());
    await redis.publish(`${prefix}${SESSIONS_REVOKED_CHANNEL}`, 'not json');
    await until(() => live.userOf('s8') === undefined);
  });
});
