// Signs a caller in without the auth service, for tests of other services: a real signed session
// token, and the live-session record in Redis exactly as the auth service keeps it.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { SESSION_COOKIE } from '@diary/contracts';
import { sessionCacheKey, signSessionToken } from '@diary/server-auth';
import type { TestEnv } from './test-env';

export interface TestSession {
  userId: string;
  username: string;
  sessionId: string;
  token: string;
  /** Value for a Cookie header. */
  cookie: string;
}

export async function createTestSession(
  env: TestEnv,
  user: { userId?: string; username?: string } = {},
): Promise<TestSession> {
  const userId = user.userId ?? randomUUID();
  const username = user.username ?? `user_${userId.slice(0, 8)}`;
  const sessionId = randomUUID();
  const token = await signSessionToken(env.privateKey, { sub: userId, sid: sessionId, username }, 3600);
  const redis = new Redis(env.redisUrl);
  try {
    await redis.set(`${env.redisPrefix}${sessionCacheKey(sessionId)}`, userId, 'EX', 3600);
  } finally {
    redis.disconnect();
  }
  return { userId, username, sessionId, token, cookie: `${SESSION_COOKIE}=${token}` };
}
