// The gateway's security headers (helmet): one policy for the web app (Express) and for the /api
// edge, which sets the same headers without running Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { GatewayConfig } from './config';

export function securityHeaders(config: Pick<GatewayConfig, 'HSTS_MAX_AGE_SECONDS'>) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // CSP 3 matches same-origin ws:/wss: with 'self'; sockets to other hosts stay refused.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts:
      config.HSTS_MAX_AGE_SECONDS > 0
        ? { maxAge: config.HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
        : false,
  });
}

/** The headers helmet sets, worked out once (they do not depend on the request). */
export function fixedSecurityHeaders(
  config: Pick<GatewayConfig, 'HSTS_MAX_AGE_SECONDS'>,
): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  securityHeaders(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
