// Session records: created at sign-in, revoked at sign-out. Live sessions are also cached in Redis
// (redisKey(sessionCacheKey(sid)) → userId, expiring with the session) so that every service can
// check revocation without calling this one; the database stays the source of truth.
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { DeviceSession, SECURITY_MESSAGES } from '@diary/contracts';
import { sessionCacheKey, sessionSeenKey, signSessionToken } from '@diary/server-auth';
import { AuthConfig, sessionTtlSeconds } from '../config';
import { SessionEntity } from './session.entity';
import { SessionRevoker } from './session-revoker';
import { SessionsRepository } from './sessions.repository';
import { IssueCondition } from './user-lock';

export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
}

export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly revoker: SessionRevoker,
    private readonly repository: SessionsRepository,
  ) {}

  private cacheKey(sid: string) {
    return redisKey(this.config, sessionCacheKey(sid));
  }

  /**
   * Records a new session for the user and returns its signed token, or null when the user may no
   * longer have one: disabled, deleted, or (with `condition.passwordHash`) the password changed since
   * it was checked. Ordered against revocations by the user's row (user-lock.ts).
   */
  async start(
    user: { id: string; username: string },
    client: SessionClient,
    condition: IssueCondition = {},
  ): Promise<IssuedSession | null> {
    const ttl = sessionTtlSeconds(this.config);
    const session = await this.repository.insertIfAllowed(
      {
        id: randomUUID(),
        userId: user.id,
        expiresAt: new Date(Date.now() + ttl * 1000),
        revokedAt: null,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        ip: client.ip?.slice(0, 64) ?? null,
      },
      condition,
      // Cached before the commit: a revocation waiting on the user's row deletes the key after it.
      (saved) => this.cache(saved.id, user.id, ttl),
    );
    if (!session) return null;
    const token = await signSessionToken(
      this.config.AUTH_PRIVATE_KEY,
      { sub: user.id, sid: session.id, username: user.username },
      ttl,
    );
    return { token, maxAgeSeconds: ttl };
  }

  /** The user of a live session (re-cached in Redis for its remaining lifetime), or null. */
  async liveUserId(sid: string): Promise<string | null> {
    const session = await this.findLive(sid);
    if (!session) return null;
    const remaining = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
    if (remaining > 0) {
      await this.cache(sid, session.userId, remaining);
      // A logout may have revoked it between the read and the write above: then the key must go,
      // or a revoked session would live on in the cache.
      if (!(await this.findLive(sid))) {
        await this.redis.del(this.cacheKey(sid));
        return null;
      }
    }
    return session.userId;
  }

  private findLive(sid: string): Promise<SessionEntity | null> {
    return this.repository.findLive(sid);
  }

  /** Best effort: without Redis the other services still ask this one, which reads the database. */
  private async cache(sid: string, userId: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.cacheKey(sid), userId, 'EX', ttlSeconds).catch((err: Error) => {
      this.logger.warn(`could not cache session ${sid}: ${err.message}`);
    });
  }

  /**
   * Revokes a session everywhere at once (see SessionRevoker, which ends several sessions or all of
   * a user's): the record is marked, the cached key deleted and its open sockets closed.
   */
  async revoke(sid: string): Promise<void> {
    await this.revoker.revoke({ sessionIds: [sid] });
  }

  /**
   * The user's signed-in devices. When each was last seen comes from the services' Redis notes
   * (SessionVerifier.noteSeen, at most one a minute per session), written back to the records here.
   */
  async list(userId: string, currentSid: string): Promise<DeviceSession[]> {
    const sessions = await this.repository.listLive(userId);
    const seen = sessions.length
      ? await this.redis
          .mget(sessions.map((s) => redisKey(this.config, sessionSeenKey(s.id))))
          .catch(() => sessions.map(() => null))
      : [];
    const newer: Array<{ id: string; at: Date }> = [];
    sessions.forEach((s, i) => {
      const at = Number(seen[i]);
      if (at > s.lastSeenAt.getTime()) {
        s.lastSeenAt = new Date(at);
        newer.push({ id: s.id, at: s.lastSeenAt });
      }
    });
    await this.repository.markSeen(newer);
    return sessions
      .map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        userAgent: s.userAgent,
        current: s.id === currentSid,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Ends one of the user's sessions at once (SessionRevoker); another user's or an ended one is a 404. */
  async end(userId: string, sid: string): Promise<void> {
    const ended = await this.revoker.revoke({ userId, sessionIds: [sid] });
    if (ended.length === 0) throw new NotFoundException(SECURITY_MESSAGES.sessionNotFound);
  }

  /**
   * Ends every session of the user but exceptSid, and every API token, and has the calendar-feed
   * URL rotated (after a password change).
   */
  async endOthers(userId: string, exceptSid: string): Promise<void> {
    await this.revoker.revoke({
      userId,
      exceptSessionIds: [exceptSid],
      tokens: true,
      credentialsChanged: true,
    });
  }
}
