// Request size limits at the edge. The gateway never parses bodies, so a declared Content-Length
// over the limit is refused with 413 before anything is proxied; a chunked body is counted as it
// streams and refused with 413 when it passes the limit. Either way the rest of the body is read
// and thrown away (up to MAX_DISCARD_MB, within DISCARD_TIMEOUT_MS): a connection closed while the
// client is still sending reaches it as a reset, and it never reads the 413 (a browser shows a
// network error instead of "too large").
import type { IncomingMessage } from 'node:http';
import { GatewayConfig } from '../config';

const MB = 1024 * 1024;

export function bodyLimitBytes(
  path: string,
  config: Pick<GatewayConfig, 'MAX_BODY_MB' | 'MAX_UPLOAD_MB' | 'IMPORT_MAX_MB'>,
): number {
  // The files of POST /api/import: up to an export of a full quota (the diary streams them to disk
  // and refuses past its own IMPORT_MAX_MB). Other uploads: images, recordings (25 MB, refused by
  // the ai service past that) and attachments (10 MB, the diary).
  const mb = /^\/api\/import(\/|\?|$)/.test(path)
    ? config.IMPORT_MAX_MB
    : /^\/api\/(images|audio|attachments)(\/|\?|$)/.test(path)
      ? config.MAX_UPLOAD_MB
      : config.MAX_BODY_MB;
  return Math.floor(mb * MB);
}

const formatMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The sentence for a declared body over the limit, or null when the declared size is fine. */
export function declaredTooLarge(req: IncomingMessage, limit: number): string | null {
  const declared = req.headers['content-length'];
  if (declared === undefined || !(Number(declared) > limit)) return null;
  return tooLargeMessage(limit);
}

export const tooLargeMessage = (limit: number) =>
  `The request body is too large (at most ${formatMb(limit)}).`;

/**
 * Reads and discards what is left of the body so that the client finishes sending and reads the
 * answer; past `bound` bytes or `timeoutMs` the connection is cut after all. Returns false when the
 * declared size is already past the bound (then the caller should close at once).
 */
export function discardBody(req: IncomingMessage, bound: number, timeoutMs: number): boolean {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > bound) return false;
  let seen = 0;
  const cut = () => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(cut, timeoutMs);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > bound) cut();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
  return true;
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

/**
 * One-process mode: the service reads the body from the caller's connection itself, so the edge
 * cannot count it as it pipes it. Instead the request's own `push` (through which Node's parser
 * hands over each piece of body) counts it, without starting the flow. Past the limit the service
 * gets no more of it and `refuse` answers 413; the rest is read and dropped (up to `bound` bytes,
 * within `timeoutMs`, as discardBody does) and the service's body ends there, cut short.
 */
export function capInProcessBody(
  req: IncomingMessage,
  limit: number,
  bound: number,
  timeoutMs: number,
  refuse: () => void,
): void {
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined) return;
  const push = req.push.bind(req);
  let seen = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null) {
      clearTimeout(timer);
      return push(null);
    }
    const size = (chunk as Buffer).length;
    if (timer) {
      dropped += size;
      if (dropped > bound) req.socket.destroy();
      return true;
    }
    seen += size;
    if (seen <= limit) return push(chunk, encoding);
    timer = setTimeout(() => req.socket.destroy(), timeoutMs);
    timer.unref();
    req.once('close', () => clearTimeout(timer));
    refuse();
    return true;
  };
}
