// One-process mode (tools/dev/single.mjs): the services run in the gateway's own process, so the
// edge hands a request to the owning service's HTTP server as its 'request' event instead of
// sending it over loopback HTTP. The service reads the body from the caller's connection and
// answers on it; the request carries the headers the proxy would send (request id, X-Forwarded-*),
// and the service writes the request's log line (the edge does not write a second one).
// This saves the second HTTP parse and the loopback sockets on every call (docs/decisions.md,
// "One-process mode hands requests over in process"). Each service still listens on its port for
// the other services' calls and its health checks. Over HTTP (MODE=services) nothing changes.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The services in this process: the origin each listens on (as AUTH_URL… name it) → its listener. */
export type InProcessServices = ReadonlyMap<string, RequestListener>;

/** Headers that describe the body: the service needs them to read it from the caller's connection. */
const BODY_HEADERS = ['content-length', 'transfer-encoding'] as const;

/**
 * Hands the request to `listener` with the proxy's headers. A service that has not begun its
 * answer within `timeoutMs` of having the whole request gets the same 503 as over HTTP
 * (`timedOut` writes it); the time a caller takes to upload a body does not count, as over HTTP,
 * where the timeout is the connection's idle time.
 */
export function dispatchInProcess(
  req: IncomingMessage,
  res: ServerResponse,
  listener: RequestListener,
  headers: OutgoingHttpHeaders,
  timeoutMs: number,
  timedOut: () => void,
): void {
  for (const name of BODY_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  req.headers = headers as IncomingMessage['headers'];
  // Diary data must not stay in the browser's or a shared cache after sign-out (a service's own
  // Cache-Control replaces this).
  res.setHeader('cache-control', 'no-store');
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    if (res.writableEnded) return;
    timer = setTimeout(() => {
      if (!res.headersSent) timedOut();
    }, timeoutMs);
    timer.unref();
  };
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  // 'end' comes once the service has read the body (listening for it does not start the flow).
  if (hasBody) req.once('end', arm);
  else arm();
  res.once('close', () => {
    clearTimeout(timer);
    req.off('end', arm);
  });
  listener(req, res);
}
