import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { baseEnvShape, loadConfig } from './config';
import { instrumentServer, processMetrics, startMetricsServer } from './metrics';

const listen = (server: Server) =>
  new Promise<string>((r) =>
    server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

describe('metrics', () => {
  let app: Server;
  let metrics: Server | undefined;
  afterAll(() => {
    app?.close();
    metrics?.close();
  });

  it('counts and times requests by service, route and status, errors apart, with queue depth and outbox lag', async () => {
    app = createServer((req, res) => {
      res.statusCode = req.url === '/api/boom' ? 503 : req.url?.startsWith('/nope') ? 404 : 200;
      res.end();
    });
    instrumentServer(app, 'test-service');
    const url = await listen(app);
    await fetch(`${url}/api/work-notes/123?x=1`);
    await fetch(`${url}/api/work-notes/456`);
    await fetch(`${url}/api/boom`);
    await fetch(`${url}/nope/${Math.random()}`);
    const m = processMetrics();
    m.queues.set('test-service', async () => [{ queue: 'search-index', state: 'waiting', count: 7 }]);
    m.outboxes.set('test-service', async () => ({ pending: 3, oldestSeconds: 1.5 }));

    const port = 20000 + Math.floor(Math.random() * 20000);
    metrics = startMetricsServer(port);
    await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(
      'http_requests_total{service="test-service",method="GET",route="/api/work-notes",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{service="test-service",method="GET",route="unmatched",status="404"} 1',
    );
    expect(text).toContain('http_request_errors_total{service="test-service",route="/api/boom"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",service="test-service",method="GET",route="\/api\/work-notes",status="200"\} \d/,
    );
    expect(text).toContain('queue_jobs{service="test-service",queue="search-index",state="waiting"} 7');
    expect(text).toContain('outbox_pending_events{service="test-service"} 3');
    expect(text).toContain('outbox_lag_seconds{service="test-service"} 1.5');
    expect(text).toContain('process_resident_memory_bytes');
    // One server per process: a second call gives the same one.
    expect(startMetricsServer(port + 1)).toBe(metrics);
  });

  it('listens on 127.0.0.1 unless METRICS_HOST says otherwise, whatever HOST is', async () => {
    const m = processMetrics();
    const boundTo = async (env: { HOST?: string; METRICS_HOST?: string }) => {
      m.server?.close();
      m.server = undefined;
      const config = loadConfig(
        z.object({ HOST: baseEnvShape.HOST, METRICS_HOST: baseEnvShape.METRICS_HOST }),
        env,
      );
      const server = startMetricsServer(20000 + Math.floor(Math.random() * 20000), config.METRICS_HOST)!;
      await new Promise((r) => (server.listening ? r(null) : server.once('listening', r)));
      return (server.address() as AddressInfo).address;
    };
    try {
      expect(await boundTo({ HOST: '0.0.0.0' })).toBe('127.0.0.1');
      expect(await boundTo({ HOST: '0.0.0.0', METRICS_HOST: '' })).toBe('127.0.0.1');
      expect(await boundTo({ HOST: '0.0.0.0', METRICS_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    } finally {
      m.server?.close();
      m.server = undefined;
      metrics = undefined;
    }
  });
});
