// All SQL of sessions: records made at sign-in, the live ones, when each was last seen, revoking
// (called by SessionRevoker only) and deleting the dead ones.
// Issuing and ending credentials are ordered by the user's row: a new session (or API token) is
// written under FOR SHARE on it, and ending a user's credentials starts with FOR UPDATE on it, so a
// sign-in racing a disable, password change, reset or deletion falls wholly before it (and is
// revoked with the rest) or wholly after it (and sees the change, and is refused).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { SessionEntity } from './session.entity';
import { lockUserToIssue, IssueCondition } from './user-lock';

/** Which sessions to revoke; ids are already checked to be UUIDs (see SessionRevoker). */
export interface RevokeWhere {
  userId?: string;
  sessionIds?: string[];
  exceptSessionIds?: string[];
  /** Also delete the user's personal API tokens (needs userId). */
  tokens?: boolean;
}

/** What a revocation ended: the sessions, and the hashes of the API tokens it deleted. */
export interface Revoked {
  sessions: Array<{ id: string; userId: string }>;
  tokenHashes: string[];
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /**
   * Records the session, and the sign-in as the user's latest (the admin's user list shows it), only
   * if the user may still have it (see `lockUserToIssue`); null otherwise. `beforeCommit` runs while
   * the user's row is locked (the Redis key is written there, so a revocation always deletes it after).
   */
  async insertIfAllowed(
    fields: Omit<SessionEntity, 'createdAt' | 'lastSeenAt'>,
    condition: IssueCondition,
    beforeCommit: (session: SessionEntity) => Promise<void>,
  ): Promise<SessionEntity | null> {
    const session = await this.sessions.manager.transaction(async (em) => {
      if (!(await lockUserToIssue(em, fields.userId, condition))) return null;
      const saved = await em.save(em.create(SessionEntity, fields));
      await beforeCommit(saved);
      return saved;
    });
    // After the commit: an UPDATE under the shared lock would deadlock two sign-ins racing.
    if (session)
      await this.sessions.query(`UPDATE users SET last_seen_at = now() WHERE id = $1`, [fields.userId]);
    return session;
  }

  /** The session if it is neither revoked nor expired. */
  findLive(id: string): Promise<SessionEntity | null> {
    return this.sessions.findOne({ where: { id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /**
   * Marks the matching live sessions revoked (and deletes the user's API tokens if asked); returns
   * them. With a userId, the user's row is locked first (see the top of this file).
   */
  revoke(where: RevokeWhere): Promise<Revoked> {
    return this.sessions.manager.transaction(async (em) => {
      if (where.userId) await em.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [where.userId]);
      const sessions = await this.revokeSessions(em, where);
      let tokenHashes: string[] = [];
      if (where.tokens && where.userId) {
        const [rows] = (await em.query(`DELETE FROM api_tokens WHERE user_id = $1 RETURNING token_hash`, [
          where.userId,
        ])) as [Array<{ token_hash: string }>, number];
        tokenHashes = rows.map((r) => r.token_hash);
      }
      return { sessions, tokenHashes };
    });
  }

  private async revokeSessions(em: EntityManager, where: RevokeWhere) {
    const query = em
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()' })
      .where('revoked_at IS NULL');
    if (where.userId) query.andWhere('user_id = :userId', { userId: where.userId });
    if (where.sessionIds) query.andWhere('id = ANY(:ids::uuid[])', { ids: where.sessionIds });
    if (where.exceptSessionIds?.length)
      query.andWhere('NOT (id = ANY(:except::uuid[]))', { except: where.exceptSessionIds });
    const result = await query.returning('id, user_id').execute();
    return (result.raw as Array<{ id: string; user_id: string }>).map((r) => ({
      id: r.id,
      userId: r.user_id,
    }));
  }

  /** Deletes up to `limit` expired or revoked records; returns how many went. */
  async deleteDead(limit: number): Promise<number> {
    const [, deleted] = (await this.sessions.query(
      `DELETE FROM sessions WHERE id IN (
         SELECT id FROM sessions WHERE expires_at <= now() OR revoked_at IS NOT NULL LIMIT $1
       )`,
      [limit],
    )) as [unknown, number];
    return deleted;
  }

  /** The user's live sessions, most recently seen first. */
  listLive(userId: string): Promise<SessionEntity[]> {
    return this.sessions.find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
  }

  /** Moves last_seen_at forward (never back) for the given sessions. */
  async markSeen(seen: Array<{ id: string; at: Date }>): Promise<void> {
    for (const { id, at } of seen)
      await this.sessions
        .createQueryBuilder()
        .update()
        .set({ lastSeenAt: at })
        .where('id = :id AND last_seen_at < :at', { id, at })
        .execute();
  }
}
