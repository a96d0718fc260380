// Request size limits at the edge. The gateway never parses bodies, so a declared Content-Length
// over the limit is refused with 413 before anything is proxied; a chunked body is counted as it
// streams and the connection is cut when it passes the limit.
import type { IncomingMessage } from 'node:http';
import { GatewayConfig } from '../config';

const MB = 1024 * 1024;

export function bodyLimitBytes(
  path: string,
  config: Pick<GatewayConfig, 'MAX_BODY_MB' | 'MAX_UPLOAD_MB'>,
): number {
  // Uploads: images, and the files of POST /api/import (the diary refuses those over 50 MB itself).
  const mb = /^\/api\/(images|import)(\/|\?|$)/.test(path) ? config.MAX_UPLOAD_MB : config.MAX_BODY_MB;
  return Math.floor(mb * MB);
}

const formatMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The sentence for a declared body over the limit, or null when the declared size is fine. */
export function declaredTooLarge(req: IncomingMessage, limit: number): string | null {
  const declared = req.headers['content-length'];
  if (declared === undefined || !(Number(declared) > limit)) return null;
  return `The request body is too large (at most ${formatMb(limit)}).`;
}

/** Counts a body of undeclared size as it streams; calls `cut` once when it passes the limit. */
export function watchChunkedBody(req: IncomingMessage, limit: number, cut: () => void): void {
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return;
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) {
      req.off('data', count);
      cut();
    }
  };
  req.on('data', count);
}
