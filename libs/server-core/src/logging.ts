// Structured JSON logs with a request id taken from x-request-id (set by the gateway) or made here.
// pino-http logs each request and gives it req.id and req.log; nestjs-pino routes Nest's own Logger
// to the same pino logger. nestjs-pino's per-request binding is not used: it runs every request in
// an AsyncLocalStorage, which in Node 20 puts a hook on every promise and cost about a tenth of a
// service's throughput (docs/decisions.md). Log lines written inside a request through Nest's
// Logger therefore carry no request id; the request's own line (and req.log) do.
import { hostname } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import pino, { DestinationStream, Logger } from 'pino';
import { pinoHttp, HttpLogger } from 'pino-http';
import { REQUEST_ID_HEADER } from '@diary/contracts';
import { wellFormedRequestId } from './request-checks';
import { traceFields, tracingEnabled } from './tracing';

/** DI token of the service's pino-http middleware (run first in every service's request chain). */
export const HTTP_LOGGER = Symbol('HTTP_LOGGER');

/** The caller's request id when it is well formed, else a new one; echoed on the response. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = wellFormedRequestId(given);
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** What a log line says of its request, in both modes. */
const requestFields = (req: Pick<IncomingMessage, 'id' | 'method' | 'url'>) => ({
  id: req.id,
  method: req.method,
  url: req.url,
});

/**
 * Standard output, written asynchronously: a log line is queued and written in batches off the
 * request's path, not with a blocking write(2) per line (issue 24; docs/benchmarks.md). pino
 * flushes what is queued when the process exits (services exit through process.exit on a signal).
 * One destination per process, shared by every app of the one-process mode, so that lines never
 * interleave. LOG_SYNC=1 writes each line at once (debugging a crash).
 */
export function logDestination(): DestinationStream {
  const key = Symbol.for('work-diary.log-destination');
  const shared = globalThis as unknown as Record<symbol, DestinationStream | undefined>;
  shared[key] ??= pino.destination({ dest: 1, sync: process.env.LOG_SYNC === '1', minLength: 0 });
  return shared[key];
}

export function createHttpLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination: DestinationStream = logDestination(),
): HttpLogger {
  const logger = pino(
    {
      name: service,
      // In the base bindings rather than pino-http's customProps, which cost a child logger per request.
      base: { pid: process.pid, hostname: hostname(), service },
      level,
      // With tracing on, a line written inside a span names its trace (docs/observability.md).
      ...(tracingEnabled() ? { mixin: traceFields } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-internal-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
  // Request lines are written at info. Above it (LOG_LEVEL=warn, say) pino-http would still build
  // a child logger per request only to log nothing but failures; that cost a tenth of a service's
  // throughput, so then each request just gets its id and a line if it fails.
  if (!logger.isLevelEnabled('info')) return failuresOnly(logger);
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    serializers: {
      req: requestFields,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/internal/health') === true },
  });
}

/** Request ids and req.log as pino-http gives them; a line only for an answer of 500 or more. */
function failuresOnly(logger: Logger): HttpLogger {
  const middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const started = Date.now();
    req.id = requestIdFor(req, res);
    req.log = logger;
    res.on('finish', () => {
      if (res.statusCode >= 500)
        logger.error(
          {
            req: requestFields(req),
            res: { statusCode: res.statusCode },
            responseTime: Date.now() - started,
          },
          'request errored',
        );
    });
    next?.();
  };
  return Object.assign(middleware, { logger }) as unknown as HttpLogger;
}

/** Nest's Logger → the same pino logger; no per-request middleware (forRoutes is empty). */
export function loggingModule(httpLogger: HttpLogger) {
  return LoggerModule.forRoot({ pinoHttp: { logger: httpLogger.logger }, forRoutes: [] });
}
