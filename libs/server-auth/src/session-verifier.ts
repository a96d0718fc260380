// Says whether a session token is valid and not revoked. Revocation is checked on every request:
// the auth service keeps live sessions in Redis (key session:{sid} → userId) and, on a miss
// (Redis restarted, key expired from cache), answers from its database over /internal/sessions.
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { BaseConfig, CONFIG, REDIS, redisKey, callService } from '@diary/server-core';
import { SessionUser, verifySessionToken } from './session-token';

export const sessionCacheKey = (sid: string) => `session:${sid}`;

@Injectable()
export class SessionVerifier {
  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async verify(token: string | undefined): Promise<SessionUser | null> {
    if (!token) return null;
    const claims = await verifySessionToken(this.config.AUTH_PUBLIC_KEY, token);
    if (!claims) return null;
    const user = { id: claims.sub, username: claims.username, sessionId: claims.sid };
    const cached = await this.redis
      .get(redisKey(this.config, sessionCacheKey(claims.sid)))
      .catch(() => undefined);
    if (cached === claims.sub) return user;
    if (cached === null || cached === undefined) {
      // Not in the cache (or Redis is away): ask the auth service, which re-caches live sessions.
      const live = await callService<{ userId: string } | null>(
        this.config.AUTH_URL,
        `/internal/sessions/${claims.sid}`,
        {
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: 3000,
        },
      ).catch((err: { getStatus?: () => number }) => {
        if (err.getStatus?.() === 404) return null;
        throw err;
      });
      if (live?.userId === claims.sub) return user;
    }
    return null;
  }
}
