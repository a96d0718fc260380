// The /api edge: every /api request but /api/health is answered here, on the plain Node request
// event, before Express and Nest. It logs the request with its id (requestLogger), sets the security
// headers, refuses unknown routes (404) and bodies over the limit (413), and streams the request
// to the owning service over kept-alive connections; a service that is down or does not answer
// within PROXY_TIMEOUT_MS gives a clear 503. Running this through Express, Nest and
// http-proxy-middleware cost more CPU than the service's own work on a small read (docs/decisions.md).
// In one-process mode a service in the same process is handed the request itself (in-process.ts).
import { Agent, IncomingMessage, OutgoingHttpHeaders, request, ServerResponse } from 'node:http';
import type { HttpLogger } from 'pino-http';
import { REQUEST_ID_HEADER } from '@diary/contracts/server';
import { errorBody, requestIdFor, Tracing } from '@diary/server-core';
import type { Context } from '@opentelemetry/api';
import { GatewayConfig } from '../config';
import { seenScheme, TrustFn, trustFunction } from './forwarded';
import {
  bodyLimitBytes,
  capInProcessBody,
  declaredTooLarge,
  discardBody,
  tooLargeMessage,
  watchChunkedBody,
} from './body-limit';
import { SERVICE_KEYS, SERVICE_LABEL, ServiceKey, serviceFor, serviceUrl } from './routes';
import { dispatchInProcess, InProcessServices } from './in-process';

/** Connection-level headers: they describe one hop and are never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const HOP_BY_HOP_SET = new Set(HOP_BY_HOP);

export type EdgeHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** True for the paths the edge answers: /api/… except the gateway's own /api/health (and /live). */
export function isEdgePath(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  return (
    path !== '/api/health' &&
    path !== '/api/health/' &&
    path !== '/api/health/live' &&
    !isGatewayDocsPath(path)
  );
}

/** /api/openapi.json and /api/docs(/…) are the gateway's own (apps/gateway/src/openapi). */
function isGatewayDocsPath(path: string): boolean {
  return path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/');
}

export function createApiEdge(
  config: GatewayConfig,
  httpLogger: HttpLogger,
  securityHeaders: Array<[string, string]>,
  { inProcess = new Map(), tracing }: { inProcess?: InProcessServices; tracing?: Tracing } = {},
): EdgeHandler {
  // Reuse connections to the services: a new TCP connection per request costs more than the request.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, keepAliveMsecs: 10000 });
  const targets = new Map<ServiceKey, URL>(
    SERVICE_KEYS.map((key) => [key, new URL(serviceUrl(config, key))]),
  );
  const trusted = trustFunction(config.TRUST_PROXY);
  const local = new Map(
    SERVICE_KEYS.flatMap((key) => {
      const listener = inProcess.get(targets.get(key)!.origin);
      return listener ? [[key, listener] as const] : [];
    }),
  );

  return (req, res) => {
    if (!isEdgePath(req.url ?? '')) return false;
    if (tracing?.enabled) tracing.serveRequest(req, res, (ctx) => handle(req, res, ctx));
    else handle(req, res);
    return true;
  };

  /** `ctx`: the request's trace, passed on to the service (tracing.ts). */
  function handle(req: IncomingMessage, res: ServerResponse, ctx?: Context): void {
    const url = req.url ?? '';
    const key = serviceFor(url);
    const limit = bodyLimitBytes(url, config);
    const tooLarge = declaredTooLarge(req, limit);
    const listener = key && !tooLarge ? local.get(key) : undefined;
    // A service in this process writes the request's one log line itself (with the same id);
    // otherwise the edge logs what it answers or proxies.
    if (listener) req.id = requestIdFor(req, res);
    else httpLogger(req, res);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (!key) return answer(res, 404, 'There is no such API route.');
    if (tooLarge) return refuseTooLarge(req, res, tooLarge);
    const headers = upstreamHeaders(req, trusted);
    if (ctx) tracing?.inject(headers, ctx);
    if (listener) {
      // The same limit for a chunked body as over HTTP (forward's watchChunkedBody).
      capInProcessBody(req, limit, config.MAX_DISCARD_MB * 1024 * 1024, config.DISCARD_TIMEOUT_MS, () => {
        if (res.headersSent) req.socket.destroy();
        else answer(res, 413, tooLargeMessage(limit));
      });
      dispatchInProcess(req, res, listener, headers, config.PROXY_TIMEOUT_MS, () =>
        answer(res, 503, unavailable(key)),
      );
    } else forward(req, res, key, targets.get(key)!, limit, headers);
  }

  /** 413 now; the rest of the body is read and dropped so the client gets to read it (body-limit.ts). */
  function refuseTooLarge(req: IncomingMessage, res: ServerResponse, message: string): void {
    if (!discardBody(req, config.MAX_DISCARD_MB * 1024 * 1024, config.DISCARD_TIMEOUT_MS))
      res.setHeader('connection', 'close');
    answer(res, 413, message);
  }

  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    key: ServiceKey,
    target: URL,
    limit: number,
    headers: OutgoingHttpHeaders,
  ): void {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
        timeout: config.PROXY_TIMEOUT_MS,
      },
      (answerRes) => {
        const headers: OutgoingHttpHeaders = { ...answerRes.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        // Diary data must not stay in the browser's or a shared cache after sign-out.
        if (!headers['cache-control']) headers['cache-control'] = 'no-store';
        res.writeHead(answerRes.statusCode ?? 502, headers);
        answerRes.pipe(res);
        // The service died halfway through its answer: cut the caller's too, or it would wait forever.
        answerRes.on('close', () => {
          if (!answerRes.complete) res.destroy();
        });
        answerRes.on('error', () => res.destroy());
      },
    );
    upstream.on('timeout', () =>
      upstream.destroy(new Error(`no answer within ${config.PROXY_TIMEOUT_MS} ms`)),
    );
    let refused = false;
    upstream.on('error', (err) => {
      // The caller went away (or sent too much and has its 413): nothing to answer.
      if (res.destroyed || refused) return;
      req.log.warn(
        {
          reqId: req.id,
          err: { message: err.message, code: (err as { code?: string }).code },
          upstream: key,
        },
        'proxy error',
      );
      if (res.headersSent) res.destroy();
      else answer(res, 503, unavailable(key));
    });
    // The caller went away: stop the service's side too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    watchChunkedBody(req, limit, () => {
      refused = true;
      req.unpipe(upstream);
      upstream.destroy();
      if (res.headersSent) req.socket.destroy();
      else refuseTooLarge(req, res, tooLargeMessage(limit));
    });
    req.pipe(upstream);
  }
}

/**
 * The caller's headers for the service: the request id, X-Forwarded-*, no hop-by-hop headers.
 * X-Forwarded-Host and -Proto are the gateway's own view (see forwarded.ts), never the client's.
 */
function upstreamHeaders(req: IncomingMessage, trusted: TrustFn): OutgoingHttpHeaders {
  // Copied without the hop-by-hop ones (not deleted afterwards: a deleted property leaves a slow,
  // dictionary-mode object for every header read further on).
  const headers: OutgoingHttpHeaders = {};
  for (const name in req.headers) if (!HOP_BY_HOP_SET.has(name)) headers[name] = req.headers[name];
  headers[REQUEST_ID_HEADER] = String(req.id);
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const forwarded = {
    for: socket.remoteAddress ?? '',
    port: String(socket.localPort ?? ''),
  };
  for (const [name, value] of Object.entries(forwarded)) {
    const header = `x-forwarded-${name}`;
    const before = req.headers[header];
    headers[header] = before ? `${String(before)},${value}` : value;
  }
  headers['x-forwarded-proto'] = seenScheme(req, trusted);
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

const unavailable = (key: ServiceKey) =>
  `The ${SERVICE_LABEL[key]} service is not available right now. Please try again.`;

function answer(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify(errorBody(status, message));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
