// Structured JSON logs with a request id taken from x-request-id (set by the gateway) or made here.
// requestLogger gives each request req.id and req.log and writes its line (the lines and fields
// pino-http would write, at less cost per request); nestjs-pino routes Nest's own Logger
// to the same pino logger. nestjs-pino's per-request binding is not used: it runs every request in
// an AsyncLocalStorage, which in Node 20 puts a hook on every promise and cost about a tenth of a
// service's throughput (docs/decisions.md). Log lines written inside a request through Nest's
// Logger therefore carry no request id; the request's own line (and req.log) do.
import { hostname } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import pino, { DestinationStream, Logger } from 'pino';
import type { HttpLogger } from 'pino-http';
import { INTERNAL, REQUEST_ID_HEADER } from '@diary/contracts/server';
import { wellFormedRequestId } from './request-checks';
import { traceFields, tracingEnabled } from './tracing';
import { loggableUrl } from './loggable-url';
import { isServerFault } from './http-error.filter';

/**
 * DI token of the service's request logger (requestLogger, typed as pino-http's HttpLogger; run
 * first in every service's request chain). pino-http itself stays as nestjs-pino's peer (0322).
 */
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
  url: loggableUrl(req.url),
});

/**
 * Standard output, written asynchronously: a log line is queued and written in batches off the
 * request's path, not with a blocking write(2) per line (issue 24; docs/benchmarks.md). pino
 * flushes what is queued when the process exits (services exit through process.exit on a signal).
 * One destination per process, shared by every app of the one-process mode, so that lines never
 * interleave. LOG_SYNC=1 writes each line at once (debugging a crash).
 */
export function logDestination(sync = false): DestinationStream {
  const key = Symbol.for('work-diary.log-destination');
  const shared = globalThis as unknown as Record<symbol, DestinationStream | undefined>;
  shared[key] ??= pino.destination({ dest: 1, sync, minLength: 0 });
  return shared[key];
}

export function createHttpLogger(
  service: string,
  level = 'info',
  destination: DestinationStream = logDestination(),
): HttpLogger {
  const logger = pino(
    {
      name: service,
      // In the base bindings, written once, rather than a child logger's per request.
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
  // A request's line holds no headers, so it skips the redaction every other line goes through.
  const lines = logger.child({}, { redact: [] });
  return requestLogger(logger, lines);
}

const isHealthCheck = (req: IncomingMessage) => req.url?.startsWith(INTERNAL.health) === true;

/**
 * Gives each request its id and `req.log`, and writes its line when its answer is done: every
 * request but health checks at info ("request completed"; "request aborted" at warn when the
 * caller left first), and one of 500 or more at error ("request errored") in both modes. The same
 * lines and fields as pino-http's, without the child logger and three listeners per request that
 * pino-http adds (a few percent of a small read's CPU, docs/decisions.md); above info a request
 * costs only its id.
 */
function requestLogger(logger: Logger, lines: Logger): HttpLogger {
  const everyRequest = logger.isLevelEnabled('info');
  const middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const started = Date.now();
    req.id = requestIdFor(req, res);
    req.log = logger;
    const logged = everyRequest && !isHealthCheck(req);
    res.once('close', () => {
      const statusCode = res.statusCode;
      const fault = isServerFault(statusCode);
      if (!fault && !logged) return;
      const line = { req: requestFields(req), res: { statusCode }, responseTime: Date.now() - started };
      if (fault) lines.error(line, 'request errored');
      else if (!res.writableFinished) lines.warn(line, 'request aborted');
      else lines.info(line, 'request completed');
    });
    next?.();
  };
  return Object.assign(middleware, { logger }) as unknown as HttpLogger;
}

/** Nest's Logger → the same pino logger; no per-request middleware (forRoutes is empty). */
export function loggingModule(httpLogger: HttpLogger) {
  return LoggerModule.forRoot({ pinoHttp: { logger: httpLogger.logger }, forRoutes: [] });
}

/**
 * Runs `work`, and everything it starts, with Nest's Logger writing through this service's logger.
 * nestjs-pino keeps one logger per process (the first app's) for lines written outside a request
 * store, so with several apps in one process (one-process mode, tests) every Nest line was labelled
 * with one service; the store says whose work it is (R3-D11).
 */
export function logsAs<T>(httpLogger: HttpLogger, work: () => T): T {
  return storage.run(new Store(httpLogger.logger), work);
}

/**
 * Labels an app's Nest log lines with its own service: the rest of its creation (and the startup
 * lines buffered so far) and its init (lifecycle hooks, and the queues, subscribers and timers they
 * start) run in its logger's store. Requests are put in it by the app's first middleware.
 */
export function labelLogs(app: INestApplication, httpLogger: HttpLogger): void {
  storage.enterWith(new Store(httpLogger.logger));
  const init = app.init.bind(app);
  app.init = () => logsAs(httpLogger, init);
}
