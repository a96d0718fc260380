// Prometheus metrics (issue 24): request rate, latency and errors of every app, its queues' depth
// and the diary's outbox lag, on an internal port (METRICS_PORT; unset = off and no cost per
// request). One registry per process, so the one-process mode serves the five apps on one port,
// each series labelled with its service. The libraries are copied into each app's build, so the
// registry lives on globalThis rather than in this module.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BaseConfig } from './config';

export type QueueDepthSource = () => Promise<Array<{ queue: string; state: string; count: number }>>;
export type OutboxLagSource = () => Promise<{ pending: number; oldestSeconds: number }>;

interface ProcessMetrics {
  registry: Registry;
  requests: Counter<'service' | 'method' | 'route' | 'status'>;
  duration: Histogram<'service' | 'method' | 'route' | 'status'>;
  errors: Counter<'service' | 'route'>;
  queues: Map<string, QueueDepthSource>;
  outboxes: Map<string, OutboxLagSource>;
  server?: Server;
}

const KEY = Symbol.for('work-diary.metrics');

export function processMetrics(): ProcessMetrics {
  const g = globalThis as unknown as Record<symbol, ProcessMetrics | undefined>;
  if (g[KEY]) return g[KEY];
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const queues = new Map<string, QueueDepthSource>();
  const outboxes = new Map<string, OutboxLagSource>();
  const m: ProcessMetrics = {
    registry,
    queues,
    outboxes,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by service, method, route and status.',
      labelNames: ['service', 'method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, in seconds.',
      labelNames: ['service', 'method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a status of 500 or more.',
      labelNames: ['service', 'route'],
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed).',
    labelNames: ['service', 'queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [service, source] of queues)
        for (const row of await source().catch(() => []))
          this.set({ service, queue: row.queue, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Outbox events written but not yet relayed to their queue.',
    labelNames: ['service'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [service, source] of outboxes) {
        const lag = await source().catch(() => undefined);
        if (lag) this.set({ service }, lag.pending);
      }
    },
  });
  new Gauge({
    name: 'outbox_lag_seconds',
    help: 'Age of the oldest outbox event not yet relayed (0 when none waits).',
    labelNames: ['service'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [service, source] of outboxes) {
        const lag = await source().catch(() => undefined);
        if (lag) this.set({ service }, lag.oldestSeconds);
      }
    },
  });
  g[KEY] = m;
  return m;
}

export const metricsEnabled = (config: Pick<BaseConfig, 'METRICS_PORT'>) => Boolean(config.METRICS_PORT);

/**
 * Counts and times every request the app's HTTP server answers (Express routes and the
 * gateway's edge alike). The route label is Express's route pattern when one matched, the
 * first two path segments for the gateway's proxied /api paths, or "unmatched" for a 404,
 * so that odd URLs cannot grow the series without bound.
 */
export function instrumentServer(server: Server, service: string): void {
  const { requests, duration, errors } = processMetrics();
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const status = res.statusCode;
      const route = routeLabel(req, status);
      const labels = { service, method: req.method ?? 'GET', route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (status >= 500) errors.inc({ service, route });
    });
  });
}

/** The matched route's pattern (no ids), for metric labels and span names. */
export function routeLabel(req: IncomingMessage, status: number): string {
  const matched = (req as IncomingMessage & { route?: { path?: string } }).route?.path;
  if (matched) return matched;
  if (status === 404) return 'unmatched';
  const path = (req.url ?? '/').split('?')[0];
  const m = /^\/(api|internal)\/[a-z-]+/.exec(path);
  return m ? m[0] : path === '/ws' ? '/ws' : 'other';
}

/**
 * Serves /metrics on METRICS_PORT (once per process), on METRICS_HOST (default 127.0.0.1: the
 * figures name routes and users' load, so they are never public unless asked; HOST is not used).
 */
export function startMetricsServer(port: number | undefined, host = '127.0.0.1'): Server | undefined {
  const m = processMetrics();
  if (!port || m.server) return m.server;
  m.server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    m.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': m.registry.contentType }).end(body),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  m.server.listen(port, host);
  // Never what keeps a stopping process alive.
  m.server.unref();
  return m.server;
}
