// The issuing side of "credentials end when they should": a session or API token is written only
// while the user's row is share-locked and still allows it. Every revocation of a user's
// credentials (SessionsRepository.revoke with a userId, account deletion) locks the same row for
// update first, so the two never interleave (docs/security.md R3-D1).
import type { EntityManager } from 'typeorm';

export interface IssueCondition {
  /** The password hash the sign-in was checked against: a password changed since refuses it. */
  passwordHash?: string;
  /** The session asking (an API token is minted by one): revoked since refuses it. */
  sessionId?: string;
}

/**
 * Locks the user's row FOR SHARE (waiting for a revocation under way to commit) and says whether the
 * user may still be given a credential: the account exists, is not disabled, and matches `condition`.
 * Must run inside the transaction that writes the credential.
 */
export async function lockUserToIssue(
  em: EntityManager,
  userId: string,
  condition: IssueCondition,
): Promise<boolean> {
  // After waiting for a lock, Postgres returns the row as the other transaction left it.
  const [user] = (await em.query(
    `SELECT password_hash AS "passwordHash", disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1 FOR SHARE`,
    [userId],
  )) as Array<{ passwordHash: string; disabled: boolean }>;
  if (!user || user.disabled) return false;
  if (condition.passwordHash !== undefined && user.passwordHash !== condition.passwordHash) return false;
  if (condition.sessionId !== undefined) {
    // A new statement: it sees a revocation that committed while the lock above was awaited.
    const [live] = (await em.query(
      `SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [condition.sessionId, userId],
    )) as unknown[];
    if (!live) return false;
  }
  return true;
}
