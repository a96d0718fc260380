// The links an administrator hands over (invitation, password reset) point at the site as browsers
// see it: PUBLIC_ORIGIN when set, else the origin this request reached (through the gateway).
import type { Request } from 'express';
import { originOf } from '@diary/server-core';
import { AuthConfig } from '../config';

export function siteLink(
  config: AuthConfig,
  req: Request,
  path: string,
  params: Record<string, string>,
): string {
  const origin = config.PUBLIC_ORIGIN[0] ?? originOf(`${req.protocol}://${req.host}`) ?? 'http://localhost';
  return `${origin}${path}?${new URLSearchParams(params).toString()}`;
}
