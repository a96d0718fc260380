// CSRF defence in depth (the cookie is also SameSite=Lax): a state-changing request that a browser
// sends from another origin is refused with 403.
import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE.has(req.method)) return next();
  if (req.headers['sec-fetch-site'] === 'cross-site')
    return next(new ForbiddenException('Cross-site requests are not allowed.'));
  const origin = req.headers.origin;
  if (!origin || origin === 'null')
    return origin === 'null' ? next(new ForbiddenException('Cross-site requests are not allowed.')) : next();
  const host = (req.headers['x-forwarded-host'] as string | undefined) ?? req.headers.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return next(new ForbiddenException('Cross-site requests are not allowed.'));
  }
  if (originHost !== host) return next(new ForbiddenException('Cross-site requests are not allowed.'));
  next();
}
