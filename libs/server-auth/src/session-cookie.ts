// Options of the session cookie (SESSION_COOKIE): httpOnly so scripts never see the token,
// SameSite=Lax against cross-site posts, Secure when the request came over https.
import type { CookieOptions } from 'express';

export function sessionCookieOptions(secure: boolean, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: maxAgeSeconds * 1000 };
}

/** For res.clearCookie: the same attributes, so the browser drops the same cookie. */
export function clearSessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}
