// SQL of personal API tokens. Tokens are found by the sha256 of the token, never by the token.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ResolvedApiToken } from '@diary/server-auth';
import { ApiTokenEntity } from './api-token.entity';
import { lockUserToIssue } from '../sessions/user-lock';

@Injectable()
export class ApiTokensRepository {
  constructor(@InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>) {}

  /**
   * Records the token only while the user's row is share-locked and the minting session is still
   * live (user-lock.ts): a disable, password change, reset or deletion racing it either ends it
   * with the rest or refuses it. null when refused.
   */
  insertIfAllowed(
    token: Omit<ApiTokenEntity, 'createdAt'>,
    sessionId: string,
  ): Promise<ApiTokenEntity | null> {
    return this.tokens.manager.transaction(async (em) => {
      if (!(await lockUserToIssue(em, token.userId, { sessionId }))) return null;
      return em.save(em.create(ApiTokenEntity, token));
    });
  }

  countOfUser(userId: string): Promise<number> {
    return this.tokens.count({ where: { userId } });
  }

  listOfUser(userId: string): Promise<ApiTokenEntity[]> {
    return this.tokens.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Deletes the user's token; returns its hash, or null when the user has no such token. */
  async deleteOfUser(userId: string, id: string): Promise<string | null> {
    const rows = (await this.tokens.query(
      `DELETE FROM api_tokens WHERE id = $1 AND user_id = $2 RETURNING token_hash`,
      [id, userId],
    )) as [Array<{ token_hash: string }>, number];
    return rows[0][0]?.token_hash ?? null;
  }

  /** The token's user and scope; a disabled user's tokens resolve to nothing. */
  async resolve(tokenHash: string): Promise<ResolvedApiToken | null> {
    const rows = (await this.tokens.query(
      `SELECT t.id AS "tokenId", t.user_id AS "userId", u.username, t.scope
         FROM api_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND u.disabled_at IS NULL`,
      [tokenHash],
    )) as ResolvedApiToken[];
    return rows[0] ?? null;
  }
}
