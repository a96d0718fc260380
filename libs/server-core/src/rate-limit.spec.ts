import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { UserRateLimiter, describeWait } from './rate-limit';
import { TooManyRequestsException } from './too-many-requests.exception';

describe('UserRateLimiter (real Redis)', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `test_rl_${randomBytes(4).toString('hex')}:`;
  const limiter = new UserRateLimiter(redis, { REDIS_PREFIX: prefix } as never);
  const windows = [
    { seconds: 60, max: 100 },
    { seconds: 86400, max: 3 },
  ];
  const take = (user: string) => limiter.take('act', user, windows, (s) => `wait ${s}`);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('refuses past the day cap with the time left in the day window, per user', async () => {
    for (let i = 0; i < 3; i++) await take('u1');
    const err = await take('u1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequestsException);
    const { retryAfterSeconds } = err as TooManyRequestsException;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(86400);
    expect((err as Error).message).toBe(`wait ${retryAfterSeconds}`);
    await take('u2');
  });

  it('does not count refused attempts', async () => {
    const minute = [{ seconds: 60, max: 2 }];
    await limiter.take('other', 'u3', minute, () => 'no');
    await limiter.take('other', 'u3', minute, () => 'no');
    for (let i = 0; i < 5; i++)
      await expect(limiter.take('other', 'u3', minute, () => 'no')).rejects.toThrow('no');
    const keys = await redis.keys(`${prefix}ratelimit:other:u3:*`);
    expect(await redis.get(keys[0]!)).toBe('2');
  });

  it('describes waits in words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(7200)).toBe('2 hours');
  });
});
