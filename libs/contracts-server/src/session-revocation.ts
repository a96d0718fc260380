// Ending sessions everywhere at once. When the auth service revokes sessions (logout, "end this
// session", password change, disabled or deleted account) it publishes one message on this Redis
// channel (prefixed with REDIS_PREFIX); every gateway instance closes the matching sockets (1008).

/** Pub/sub channel of session revocations; see SessionRevoker in the auth service. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions:revoked';

/** What travels on SESSIONS_REVOKED_CHANNEL: sessions of one user that have just ended. */
export interface SessionsRevokedMessage {
  userId: string;
  sessionIds: string[];
}
