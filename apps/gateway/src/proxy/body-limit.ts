// Request size limits at the edge. The gateway never parses bodies, so a declared Content-Length
// over the limit is refused with 413 before anything is proxied; a chunked body is counted as it
// streams and the connection is cut when it passes the limit.
import { PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GatewayConfig } from '../config';

const MB = 1024 * 1024;

export function bodyLimitBytes(
  path: string,
  config: Pick<GatewayConfig, 'MAX_BODY_MB' | 'MAX_UPLOAD_MB'>,
): number {
  const mb = /^\/api\/images(\/|\?|$)/.test(path) ? config.MAX_UPLOAD_MB : config.MAX_BODY_MB;
  return Math.floor(mb * MB);
}

const formatMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Throws 413 for a declared size over the limit; watches a body of undeclared size. */
export function enforceBodyLimit(req: Request, res: Response, limit: number): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (!(Number(declared) > limit)) return;
    // Close the connection after the answer instead of reading (and discarding) the whole body.
    res.setHeader('connection', 'close');
    throw new PayloadTooLargeException(`The request body is too large (at most ${formatMb(limit)}).`);
  }
  if (req.headers['transfer-encoding'] === undefined) return;
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) {
      req.off('data', count);
      req.socket.destroy();
    }
  };
  req.on('data', count);
}
