// Ending sessions everywhere at once. When the auth service revokes sessions (logout, "end this
// session", password change, disabled or deleted account) it publishes one message on this Redis
// channel (prefixed with REDIS_PREFIX); every gateway instance closes the matching sockets (1008).
// A password change or an administrator's reset says so (`credentialsChanged`), and the diary
// rotates the user's calendar-feed URL, the one bearer secret that is not a session or a token.

/** Pub/sub channel of session revocations; see SessionRevoker in the auth service. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions:revoked';

/** What travels on SESSIONS_REVOKED_CHANNEL: sessions of one user that have just ended. */
export interface SessionsRevokedMessage {
  userId: string;
  sessionIds: string[];
  /** The user's password was changed or reset: every secret of the account is replaced. */
  credentialsChanged?: true;
}
