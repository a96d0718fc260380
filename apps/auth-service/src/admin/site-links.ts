// The links an administrator hands over (invitation, password reset) point at the site as browsers
// see it: PUBLIC_ORIGIN when set. Without it, never the request's Host (a forged Host would end up
// in a link someone is asked to follow, R3-D8): the link is written relative to the site's root and
// the web app completes it with the origin its own page was loaded from.
import { AuthConfig } from '../config';

export function siteLink(config: AuthConfig, path: string, params: Record<string, string>): string {
  const origin = config.PUBLIC_ORIGIN[0] ?? '';
  return `${origin}${path}?${new URLSearchParams(params).toString()}`;
}
