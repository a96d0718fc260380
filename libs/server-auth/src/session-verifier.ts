// Says whether a session token is valid and not revoked. The auth service keeps live sessions in
// Redis (key session:{sid} → userId) and, on a miss (Redis restarted, key expired from cache),
// answers from its database over /internal/sessions. A session seen live moments ago is taken from
// this process's LiveSessions (dropped at once when the auth service publishes its revocation).
// Personal API tokens (API_TOKEN_PREFIX…) are resolved the same way: Redis api-token:{sha256}
// (a short cache that auth deletes when the token is revoked), else auth's /internal/api-tokens.
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { API_TOKEN_PREFIX, ApiTokenScope } from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { BaseConfig, CONFIG, REDIS, redisKey, callService } from '@diary/server-core';
import { SessionUser, verifySessionToken } from './session-token';
import { LiveSessions } from './live-sessions';

export const sessionCacheKey = (sid: string) => `session:${sid}`;
/** When a session was last used (ms since epoch), noted at most once a minute per process. */
export const sessionSeenKey = (sid: string) => `session-seen:${sid}`;
export const apiTokenCacheKey = (tokenHash: string) => `api-token:${tokenHash}`;
/** How long a resolved API token is cached; revoking deletes the key, so this bounds nothing else. */
export const API_TOKEN_CACHE_SECONDS = 60;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** What auth's /internal/api-tokens/{hash} answers, and what the cache holds. */
export interface ResolvedApiToken {
  tokenId: string;
  userId: string;
  username: string;
  scope: ApiTokenScope;
}

const SEEN_EVERY_MS = 60_000;
const SEEN_SECONDS = 40 * 24 * 60 * 60;
const SEEN_MAX = 10_000;

@Injectable()
export class SessionVerifier {
  private readonly seen = new Map<string, number>();

  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly live: LiveSessions,
  ) {}

  /**
   * The token's user if its session is live, else null. `fresh` skips this process's LiveSessions
   * and asks Redis (the socket heartbeat, whose job is to catch what a lost publication missed).
   */
  async verify(token: string | undefined, { fresh = false } = {}): Promise<SessionUser | null> {
    if (!token) return null;
    const claims = await verifySessionToken(this.config.AUTH_PUBLIC_KEY, token);
    if (!claims) return null;
    const user = { id: claims.sub, username: claims.username, sessionId: claims.sid };
    if (!fresh && this.live.userOf(claims.sid) === claims.sub) return this.noteSeen(user);
    const epoch = this.live.epoch();
    const cached = await this.redis
      .get(redisKey(this.config, sessionCacheKey(claims.sid)))
      .catch(() => undefined);
    if (cached === claims.sub) return this.liveNow(user, epoch);
    if (cached === null || cached === undefined) {
      // Not in the cache (or Redis is away): ask the auth service, which re-caches live sessions.
      const live = await callService<{ userId: string } | null>(
        this.config.AUTH_URL,
        INTERNAL.session(claims.sid),
        {
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: 3000,
        },
      ).catch((err: { getStatus?: () => number }) => {
        if (err.getStatus?.() === 404) return null;
        throw err;
      });
      if (live?.userId === claims.sub) return this.liveNow(user, epoch);
    }
    return null;
  }

  /** A personal API token's user and scope, or null when it is unknown or revoked. */
  async verifyApiToken(token: string): Promise<SessionUser | null> {
    if (!isApiToken(token) || token.length > 200) return null;
    const hash = hashApiToken(token);
    const key = redisKey(this.config, apiTokenCacheKey(hash));
    const cached = await this.redis.get(key).catch(() => undefined);
    let resolved: ResolvedApiToken | null = cached ? (JSON.parse(cached) as ResolvedApiToken) : null;
    if (!resolved) {
      resolved = await callService<ResolvedApiToken>(this.config.AUTH_URL, INTERNAL.apiToken(hash), {
        internalToken: this.config.INTERNAL_TOKEN,
        timeoutMs: 3000,
      }).catch((err: { getStatus?: () => number }) => {
        if (err.getStatus?.() === 404) return null;
        throw err;
      });
      if (!resolved) return null;
    }
    return {
      id: resolved.userId,
      username: resolved.username,
      sessionId: `api-token:${resolved.tokenId}`,
      apiToken: { id: resolved.tokenId, scope: resolved.scope },
    };
  }

  /** A session just found live: remembered for the next requests (unless revoked meanwhile). */
  private liveNow(user: SessionUser, epoch: number): SessionUser {
    this.live.remember(user.sessionId, user.id, epoch);
    return this.noteSeen(user);
  }

  /** Notes in Redis that the session was used, at most once a minute per session and process. */
  private noteSeen(user: SessionUser): SessionUser {
    const now = Date.now();
    const last = this.seen.get(user.sessionId);
    if (last === undefined || now - last >= SEEN_EVERY_MS) {
      if (this.seen.size >= SEEN_MAX) this.seen.clear();
      this.seen.set(user.sessionId, now);
      void this.redis
        .set(redisKey(this.config, sessionSeenKey(user.sessionId)), String(now), 'EX', SEEN_SECONDS)
        .catch(() => undefined);
    }
    return user;
  }
}
