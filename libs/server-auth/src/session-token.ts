// The session token: a JWT signed by the auth service (EdDSA), naming the user and the session
// record. Every service verifies it with the public key; the session record says it is not revoked.
import { importPKCS8, importSPKI, jwtVerify, SignJWT, KeyLike } from 'jose';

export const SESSION_ALG = 'EdDSA';
export const SESSION_ISSUER = 'work-diary-auth';

export interface SessionClaims {
  /** user id */
  sub: string;
  /** session record id */
  sid: string;
  username: string;
}

export interface SessionUser {
  id: string;
  username: string;
  /** The session record's id; for a personal API token, `api-token:{tokenId}` (never a session id). */
  sessionId: string;
  /** Set when the caller came with a personal API token instead of a session. */
  apiToken?: { id: string; scope: 'read' | 'write' };
}

const keyCache = new Map<string, Promise<KeyLike>>();

export function publicKey(pem: string): Promise<KeyLike> {
  let key = keyCache.get(pem);
  if (!key) keyCache.set(pem, (key = importSPKI(pem, SESSION_ALG)));
  return key;
}

export function privateKey(pem: string): Promise<KeyLike> {
  let key = keyCache.get(pem);
  if (!key) keyCache.set(pem, (key = importPKCS8(pem, SESSION_ALG)));
  return key;
}

export async function signSessionToken(
  pem: string,
  claims: SessionClaims,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ sid: claims.sid, username: claims.username })
    .setProtectedHeader({ alg: SESSION_ALG })
    .setSubject(claims.sub)
    .setIssuer(SESSION_ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await privateKey(pem));
}

// Tokens whose signature was already verified, by their exact text: a signature check costs more
// than the rest of a small request. Expiry is still checked on every use, and revocation is not
// this cache's business (SessionVerifier asks the live-session record every time).
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { pem: string; claims: SessionClaims; exp: number }>();

/** Verifies signature, issuer and expiry; returns null for anything not valid. */
export async function verifySessionToken(pem: string, token: string): Promise<SessionClaims | null> {
  const hit = verified.get(token);
  if (hit && hit.pem === pem) {
    if (hit.exp * 1000 > Date.now()) return hit.claims;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await publicKey(pem), {
      issuer: SESSION_ISSUER,
      algorithms: [SESSION_ALG],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.username !== 'string'
    )
      return null;
    const claims = { sub: payload.sub, sid: payload.sid, username: payload.username };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { pem, claims, exp: payload.exp ?? 0 });
    return claims;
  } catch {
    return null;
  }
}
