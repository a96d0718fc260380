// Calendar feed tokens: base64url(HMAC-SHA256(key, feedId)), the key derived from INTERNAL_TOKEN.
// The database keeps feed_id and the token's SHA-256 only, so a copy of the database alone gives no
// working URL; rotating draws a new feed_id (the old token then matches nothing: 404).
import { createHash, createHmac, hkdfSync } from 'node:crypto';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function feedKey(internalToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', internalToken, 'work-diary', 'calendar-feed-token', 32));
}

export function feedToken(key: Buffer, feedId: string): string {
  return createHmac('sha256', key).update(feedId).digest('base64url');
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
