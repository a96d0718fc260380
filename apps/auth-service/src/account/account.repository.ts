// SQL of account deletion and of the profile the diary's export asks for. Deleting a user removes
// the auth rows (sessions and settings go with the user by ON DELETE CASCADE) and writes, in the same
// transaction, one user_deletions row per service: the durable `user.deleted` event.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { USER_DATA_SERVICES, type UserDataService } from '@diary/contracts/server';
import { ADMINS_LOCK } from '../admin/admin.repository';

export interface PendingDeletion {
  userId: string;
  service: UserDataService;
  attempts: number;
}

@Injectable()
export class AccountRepository {
  constructor(private readonly dataSource: DataSource) {}

  async profile(userId: string): Promise<{ username: string; email: string | null } | null> {
    const [row] = await this.dataSource.query(`SELECT username, email FROM users WHERE id = $1`, [userId]);
    return row ?? null;
  }

  /** Whether the account exists and is not disabled. */
  async isActive(userId: string): Promise<boolean> {
    const [row] = await this.dataSource.query(`SELECT 1 FROM users WHERE id = $1 AND disabled_at IS NULL`, [
      userId,
    ]);
    return Boolean(row);
  }

  /** Whether the user is an active administrator and no other is. */
  async isLastAdmin(userId: string, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [row] = await em.query(
      `SELECT u.role = 'admin' AND u.disabled_at IS NULL AND NOT EXISTS (
         SELECT 1 FROM users o WHERE o.role = 'admin' AND o.disabled_at IS NULL AND o.id <> u.id
       ) AS last FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row?.last === true;
  }

  async passwordHash(userId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
    return row?.password_hash ?? null;
  }

  /**
   * Deletes the user and queues the event for every service; returns the ids of the user's sessions
   * and the hashes of their API tokens (whose cached look-ups must go). The user's row is locked
   * first, so a sign-in or a token being written now is either listed here or refused (user-lock.ts).
   */
  deleteUser(userId: string): Promise<{ sessionIds: string[]; tokenHashes: string[] } | 'last-admin'> {
    return this.dataSource.transaction(async (em) => {
      // The same lock as role and disabled changes (AdminRepository), so two admins cannot both leave.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [ADMINS_LOCK]);
      await em.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (await this.isLastAdmin(userId, em)) return 'last-admin' as const;
      const sessions: Array<{ id: string }> = await em.query(`SELECT id FROM sessions WHERE user_id = $1`, [
        userId,
      ]);
      const tokens: Array<{ token_hash: string }> = await em.query(
        `SELECT token_hash FROM api_tokens WHERE user_id = $1`,
        [userId],
      );
      await em.query(`DELETE FROM users WHERE id = $1`, [userId]);
      await em.query(
        `INSERT INTO user_deletions (user_id, service, step)
         SELECT $1, s.service, s.step - 1 FROM unnest($2::text[]) WITH ORDINALITY AS s(service, step)
         ON CONFLICT DO NOTHING`,
        [userId, [...USER_DATA_SERVICES]],
      );
      return { sessionIds: sessions.map((s) => s.id), tokenHashes: tokens.map((t) => t.token_hash) };
    });
  }

  /**
   * Runs `work` on due events, locked so that replicas never deliver one twice at once. A service's
   * event is due only after the services before it (USER_DATA_SERVICES order) acknowledged theirs:
   * ai's jobs stop first, then the diary (and its outbox) goes, then the search index.
   */
  async withDue(
    limit: number,
    work: (rows: PendingDeletion[], em: EntityManager) => Promise<void>,
  ): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      const rows: PendingDeletion[] = await em.query(
        `SELECT d.user_id AS "userId", d.service, d.attempts FROM user_deletions d
         WHERE d.next_attempt_at <= now()
           AND NOT EXISTS (SELECT 1 FROM user_deletions e WHERE e.user_id = d.user_id AND e.step < d.step)
         ORDER BY d.created_at, d.step LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (rows.length) await work(rows, em);
      return rows.length;
    });
  }

  async acknowledge(em: EntityManager, row: PendingDeletion): Promise<void> {
    await em.query(`DELETE FROM user_deletions WHERE user_id = $1 AND service = $2`, [
      row.userId,
      row.service,
    ]);
  }

  async retryLater(em: EntityManager, row: PendingDeletion, error: string, delayMs: number): Promise<void> {
    await em.query(
      `UPDATE user_deletions SET attempts = attempts + 1, last_error = $3,
         next_attempt_at = now() + ($4::int * interval '1 millisecond')
       WHERE user_id = $1 AND service = $2`,
      [row.userId, row.service, error.slice(0, 500), delayMs],
    );
  }

  /** How many events still wait (tests and the deletion's own wait use it). */
  async pending(userId: string): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM user_deletions WHERE user_id = $1`,
      [userId],
    );
    return n;
  }
}
