// All SQL of administration: the user list (counts and dates, never content), role and disabled
// changes under one lock, invitations, one-time password-reset links (both found by the sha256 of
// their secret) and the audit log. The rules and the transactions that group these statements
// (the audit entry in the same transaction as the change it records) are AdminService's.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditEntry, InvitationSummary, UserRole } from '@diary/contracts';

/** Who did it (the audit log keeps the name: the account may be deleted later). */
export interface Actor {
  id: string | null;
  username: string;
}

export interface UserRow {
  id: string;
  username: string;
  email: string | null;
  role: UserRole;
  createdAt: Date;
  disabledAt: Date | null;
  /** Latest of sign-in time and the sessions' recorded last use. */
  lastSeenAt: Date | null;
  liveSessionIds: string[];
}

/** Serialises every change that could leave no active administrator (also account deletion). */
export const ADMINS_LOCK = 'users.admins';

/** The rows an UPDATE … RETURNING gave back (TypeORM answers such a query with [rows, count]). */
const returned = <T>(result: [T[], number]): T[] => result[0];

const INVITATION_COLUMNS = `i.id, i.email, i.created_at AS "createdAt", i.expires_at AS "expiresAt",
  i.used_at AS "usedAt", i.revoked_at AS "revokedAt", c.username AS "createdBy", u.username AS "usedBy"`;

@Injectable()
export class AdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  async audit(
    em: EntityManager,
    actor: Actor,
    action: AuditAction,
    target: { id?: string | null; name?: string | null } = {},
  ): Promise<void> {
    await em.query(
      `INSERT INTO audit_log (actor_id, actor_name, action, target_id, target_name) VALUES ($1, $2, $3, $4, $5)`,
      [actor.id, actor.username, action, target.id ?? null, target.name ?? null],
    );
  }

  listUsers(): Promise<UserRow[]> {
    return this.dataSource.query(
      `SELECT u.id, u.username, u.email, u.role, u.created_at AS "createdAt", u.disabled_at AS "disabledAt",
              GREATEST(u.last_seen_at, max(s.last_seen_at)) AS "lastSeenAt",
              COALESCE(array_agg(s.id) FILTER (WHERE s.revoked_at IS NULL AND s.expires_at > now()), '{}')
                AS "liveSessionIds"
         FROM users u LEFT JOIN sessions s ON s.user_id = u.id
        GROUP BY u.id ORDER BY u.created_at, u.username`,
    );
  }

  /** The role and whether the account is (still) an active administrator, or null. */
  async findUser(
    id: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<{ id: string; username: string; role: UserRole; disabled: boolean } | null> {
    const [row] = await em.query(
      `SELECT id, username, role, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Runs `work` in one transaction (the service's rules decide inside it). */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Held until the transaction ends: one change that could lose an administrator at a time. */
  async lockAdmins(em: EntityManager): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [ADMINS_LOCK]);
  }

  /** The user's role and disabled state, locked for update; null when there is no such user. */
  async lockUser(
    em: EntityManager,
    id: string,
  ): Promise<{ id: string; username: string; role: UserRole; disabled: boolean } | null> {
    const [user] = await em.query(
      `SELECT id, username, role, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return user ?? null;
  }

  /** Active administrators other than `id`. */
  async otherActiveAdmins(em: EntityManager, id: string): Promise<number> {
    const [{ n }] = await em.query(
      `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id <> $1`,
      [id],
    );
    return n;
  }

  /** Sets the role and the disabled state (a disabled account keeps its first disabled time). */
  async setRoleAndDisabled(em: EntityManager, id: string, role: UserRole, disabled: boolean): Promise<void> {
    await em.query(
      `UPDATE users SET role = $2,
         disabled_at = CASE WHEN $3::boolean THEN COALESCE(disabled_at, now()) ELSE NULL END
       WHERE id = $1`,
      [id, role, disabled],
    );
  }

  /** Ends the user's earlier unused reset links. */
  async retirePasswordResets(em: EntityManager, userId: string): Promise<void> {
    await em.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
  }

  async insertPasswordReset(
    em: EntityManager,
    actor: Actor,
    userId: string,
    tokenHash: string,
    ttlHours: number,
  ): Promise<{ expiresAt: Date }> {
    const [row] = await em.query(
      `INSERT INTO password_resets (user_id, token_hash, created_by, expires_at)
       VALUES ($1, $2, $3, now() + ($4::int * interval '1 hour')) RETURNING expires_at AS "expiresAt"`,
      [userId, tokenHash, actor.id, ttlHours],
    );
    return row;
  }

  /** Uses up a good (unused, unexpired) reset link; its user's id, or null when it is not good. */
  async takePasswordReset(em: EntityManager, tokenHash: string): Promise<string | null> {
    const [reset] = returned<{ userId: string }>(
      await em.query(
        `UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId"`,
        [tokenHash],
      ),
    );
    return reset?.userId ?? null;
  }

  /** The user, locked for update, and whether two-factor sign-in is on; null when there is none. */
  async lockUserForReset(
    em: EntityManager,
    id: string,
  ): Promise<{ id: string; username: string; hadTwoFactor: boolean } | null> {
    const [user] = await em.query(
      `SELECT id, username, totp_secret IS NOT NULL AS "hadTwoFactor" FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return user ?? null;
  }

  /** Sets the password and turns two-factor sign-in off. */
  async resetPassword(em: EntityManager, id: string, passwordHash: string): Promise<void> {
    await em.query(
      `UPDATE users SET password_hash = $2, totp_secret = NULL, two_factor_enabled_at = NULL WHERE id = $1`,
      [id, passwordHash],
    );
  }

  async deleteRecoveryCodes(em: EntityManager, userId: string): Promise<void> {
    await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
  }

  /** Whether a reset link is (still) good, for the reset page. */
  async passwordResetUsable(tokenHash: string): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return Boolean(row);
  }

  async insertInvitation(
    em: EntityManager,
    actor: Actor,
    codeHash: string,
    email: string | null,
    ttlDays: number,
  ): Promise<{ id: string; expiresAt: Date }> {
    const [row] = await em.query(
      `INSERT INTO invitations (code_hash, email, created_by, expires_at)
       VALUES ($1, $2, $3, now() + ($4::int * interval '1 day')) RETURNING id, expires_at AS "expiresAt"`,
      [codeHash, email, actor.id, ttlDays],
    );
    return row;
  }

  /** The newest invitations first (at most 200). */
  listInvitations(): Promise<
    Array<
      Omit<InvitationSummary, 'createdAt' | 'expiresAt' | 'usedAt'> & {
        createdAt: Date;
        expiresAt: Date;
        usedAt: Date | null;
        revokedAt: Date | null;
      }
    >
  > {
    return this.dataSource.query(
      `SELECT ${INVITATION_COLUMNS} FROM invitations i
         LEFT JOIN users c ON c.id = i.created_by LEFT JOIN users u ON u.id = i.used_by
        ORDER BY i.created_at DESC LIMIT 200`,
    );
  }

  /** Withdraws an unused invitation; null when there is no such unused one. */
  async markInvitationRevoked(
    em: EntityManager,
    id: string,
  ): Promise<{ id: string; email: string | null } | null> {
    const [row] = returned<{ id: string; email: string | null }>(
      await em.query(
        `UPDATE invitations SET revoked_at = now()
          WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id, email`,
        [id],
      ),
    );
    return row ?? null;
  }

  /** The newest entries first (at most `limit`). */
  async auditLog(limit: number): Promise<AuditEntry[]> {
    const rows: Array<{
      id: string;
      at: Date;
      actor: string | null;
      action: AuditAction;
      target: string | null;
    }> = await this.dataSource.query(
      `SELECT id::text, at, actor_name AS actor, action, target_name AS target
           FROM audit_log ORDER BY at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }

  /** Makes the named account an administrator; null when there is none. */
  async setAdminByName(
    em: EntityManager,
    username: string,
  ): Promise<{ id: string; username: string } | null> {
    const [user] = returned<{ id: string; username: string }>(
      await em.query(`UPDATE users SET role = 'admin' WHERE username = $1 RETURNING id, username`, [
        username,
      ]),
    );
    return user ?? null;
  }
}
