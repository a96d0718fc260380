// All SQL of sessions: records made at sign-in, the live ones, when each was last seen, revoking
// (called by SessionRevoker only) and deleting the dead ones.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { SessionEntity } from './session.entity';

/** Which sessions to revoke; ids are already checked to be UUIDs (see SessionRevoker). */
export interface RevokeWhere {
  userId?: string;
  sessionIds?: string[];
  exceptSessionIds?: string[];
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /** Records the session, and the sign-in as the user's latest (the admin's user list shows it). */
  async insert(fields: Omit<SessionEntity, 'createdAt' | 'lastSeenAt'>): Promise<SessionEntity> {
    const session = await this.sessions.save(this.sessions.create(fields));
    await this.sessions.query(`UPDATE users SET last_seen_at = now() WHERE id = $1`, [fields.userId]);
    return session;
  }

  /** The session if it is neither revoked nor expired. */
  findLive(id: string): Promise<SessionEntity | null> {
    return this.sessions.findOne({ where: { id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /** Marks the matching live sessions revoked; returns them. */
  async revoke(where: RevokeWhere): Promise<Array<{ id: string; userId: string }>> {
    const query = this.sessions
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
