// SQL of the device-session list: a user's live sessions and when each was last seen (ending
// sessions is SessionRevoker's).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { SessionEntity } from './session.entity';

@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

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
