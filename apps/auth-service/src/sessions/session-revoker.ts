// THE way to end sessions (logout, "end this session", password change, disabled or deleted
// account): the records are marked revoked, their cached keys deleted, and the revocation is
// published on Redis: every process drops the sessions from its LiveSessions (so every service's
// next request is refused) and every gateway instance closes their open sockets at once (close
// code 1008). Call it; do not build another.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { SESSIONS_REVOKED_CHANNEL, SessionsRevokedMessage } from '@diary/contracts/server';
import { apiTokenCacheKey, LiveSessions, sessionCacheKey } from '@diary/server-auth';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { SessionsRepository } from './sessions.repository';

/**
 * Which live sessions to end. `sessionIds` alone: those sessions (whoever's they are). `userId`
 * alone: every live session of the user. Both: only those of the ids that belong to the user (for
 * "end this session" requests, so one user can never end another's). `exceptSessionIds` are kept
 * (e.g. the session that is changing its password).
 */
export interface RevokeSessions {
  userId?: string;
  sessionIds?: string[];
  exceptSessionIds?: string[];
  /**
   * Also end the user's personal API tokens (needs userId): a disable, a password change, a reset
   * and a deletion end them, so a stolen session cannot mint one that outlives the recovery.
   */
  tokens?: boolean;
  /**
   * A password change or reset (needs userId): the publication says so even when no session was
   * live, and the diary rotates the user's calendar-feed URL on it.
   */
  credentialsChanged?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RevokedSession {
  id: string;
  userId: string;
}

@Injectable()
export class SessionRevoker {
  private readonly logger = new Logger(SessionRevoker.name);

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly live: LiveSessions,
  ) {}

  /**
   * Ends the sessions and returns those that were live. Database first, then the cache keys, then
   * the publication (a session once revoked is never live again, see SessionsService.liveUserId).
   * A Redis failure deleting the keys is an error so the caller can retry; a failed publication is
   * only logged: the gateways' heartbeat closes those sockets within WS_HEARTBEAT_MS anyway.
   */
  async revoke(target: RevokeSessions): Promise<RevokedSession[]> {
    if (!target.userId && !target.sessionIds) throw new Error('revoke needs a userId or sessionIds');
    const sessionIds = target.sessionIds?.filter((id) => UUID.test(id));
    if (sessionIds?.length === 0) return [];
    const revoked = await this.sessions.revoke({
      userId: target.userId,
      sessionIds,
      exceptSessionIds: target.exceptSessionIds?.filter((id) => UUID.test(id)),
      tokens: target.tokens,
    });
    await this.forgetTokens(revoked.tokenHashes);
    await this.forgetCached(revoked.sessions, target.credentialsChanged ? target.userId : undefined);
    return revoked.sessions;
  }

  /** Deletes the cached look-ups of API tokens whose records are gone (the next use asks auth: 401). */
  async forgetTokens(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length === 0) return;
    await this.redis.del(...tokenHashes.map((h) => redisKey(this.config, apiTokenCacheKey(h))));
  }

  /**
   * Makes every service forget sessions whose records are already gone or revoked: their cached
   * keys are deleted and the revocation published (this process forgets them at once).
   */
  async forgetCached(sessions: RevokedSession[], credentialsChangedOf?: string): Promise<void> {
    if (sessions.length === 0 && !credentialsChangedOf) return;
    if (sessions.length > 0) {
      this.live.forget(sessions.map((s) => s.id));
      await this.redis.del(...sessions.map((s) => redisKey(this.config, sessionCacheKey(s.id))));
    }
    await this.publish(sessions, credentialsChangedOf);
  }

  private async publish(revoked: RevokedSession[], credentialsChangedOf?: string): Promise<void> {
    const byUser = new Map<string, string[]>();
    if (credentialsChangedOf) byUser.set(credentialsChangedOf, []);
    for (const s of revoked) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s.id]);
    const channel = redisKey(this.config, SESSIONS_REVOKED_CHANNEL);
    const pipeline = this.redis.pipeline();
    for (const [userId, sessionIds] of byUser) {
      const message: SessionsRevokedMessage = {
        userId,
        sessionIds,
        ...(userId === credentialsChangedOf ? { credentialsChanged: true as const } : {}),
      };
      pipeline.publish(channel, JSON.stringify(message));
    }
    await pipeline.exec().catch((err: Error) => {
      this.logger.warn(`could not publish a session revocation: ${err.message}`);
    });
  }
}
