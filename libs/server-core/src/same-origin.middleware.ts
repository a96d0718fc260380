// CSRF defence (the cookie is also SameSite=Lax): a state-changing request must come from this
// site's own pages. A browser says so with `Sec-Fetch-Site: same-origin`, or (older browsers) with
// an `Origin` equal to this site's origin: scheme, host and port, compared with PUBLIC_ORIGIN when
// it is set, else with the origin the gateway saw (its own Host header and scheme; a client's
// X-Forwarded-Host is never believed, see the gateway's api-edge). A request with neither header,
// or with `Origin: null`, is refused with 403. Scripts that authenticate with
// `Authorization: Bearer` and send no cookie are not exposed to CSRF and pass, and so do the
// services' calls to each other, which carry the right internal token (its value is checked: any
// value at all used to pass, R3-D9 in docs/security.md).
import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { hasInternalToken } from './internal-token';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/** The normalized origin (scheme://host[:port], default ports dropped) of a URL, or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser request comes from one of `allowed` origins (or, with none configured, from
 * `scheme://host` as this server was reached). Missing Origin and Sec-Fetch-Site → false.
 */
export function isSameOriginRequest(
  headers: { origin?: string; 'sec-fetch-site'?: string | string[] },
  allowed: readonly string[],
  seen: { scheme: string; host: string | undefined },
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  if (!origin || origin === 'null') return false;
  const given = originOf(origin);
  if (!given) return false;
  if (allowed.length > 0) return allowed.includes(given);
  return seen.host !== undefined && given === originOf(`${seen.scheme}://${seen.host}`);
}

/** A request authenticated only by a bearer token (no cookie at all) cannot be forged by a page. */
export function isBearerOnly(headers: { authorization?: string; cookie?: string }): boolean {
  return !headers.cookie && /^Bearer\s+\S/i.test(headers.authorization ?? '');
}

/**
 * The middleware for the services. `publicOrigins` is PUBLIC_ORIGIN (may be empty), `internalToken`
 * INTERNAL_TOKEN (a service's call with it passes); the origin
 * seen is Express's req.protocol and req.host, which take X-Forwarded-Proto/-Host from trusted
 * peers (TRUST_PROXY) only, i.e. from the gateway, which sets them from its own view.
 */
export function sameOriginOnly(publicOrigins: readonly string[] = [], internalToken = '') {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE.has(req.method) || isBearerOnly(req.headers) || hasInternalToken(req.headers, internalToken))
      return next();
    if (isSameOriginRequest(req.headers, publicOrigins, { scheme: req.protocol, host: req.host }))
      return next();
    next(new ForbiddenException(CROSS_SITE_MESSAGE));
  };
}
