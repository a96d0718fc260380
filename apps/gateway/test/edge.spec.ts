import { createServer, IncomingHttpHeaders, request as httpRequest, Server } from 'node:http';
import request from 'supertest';
import { startTestStack, TestStack, withConfig } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** Stands in for a service behind the gateway and records what reaches it. */
function recordingUpstream(seen: Seen[]): Server {
  return createServer((req, res) => {
    if (req.url?.includes('die-midway')) {
      // Promises 1000 bytes, sends a few, then the service goes away.
      res.writeHead(200, { 'content-length': '1000' });
      res.write('[{"partial"');
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    }
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      if (req.url !== '/internal/health') seen.push({ url: req.url ?? '', headers: req.headers, bytes });
      res.setHeader('content-type', 'application/json');
      res.end('[]');
    });
  });
}

/** Sends only headers (a declared Content-Length, no body) and returns the status and body. */
function declareBody(url: string, path: string, length: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': length },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        // The gateway waits for the promised body (to discard it); this caller has none to send.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('gateway edge', () => {
  let stack: TestStack;
  const seen: Seen[] = [];
  const upstreams: Server[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      gateway: withConfig(createGateway, {
        MAX_BODY_MB: 1,
        MAX_UPLOAD_MB: 3,
        // A refused body is read and dropped up to 2 MB more; beyond that the connection is cut.
        MAX_DISCARD_MB: 2,
      }),
    });
    for (const url of [stack.urls.search, stack.urls.ai]) {
      const server = recordingUpstream(seen);
      await new Promise<void>((r) => server.listen(Number(new URL(url).port), '127.0.0.1', r));
      upstreams.push(server);
    }
  });
  beforeEach(() => seen.splice(0));
  afterAll(async () => {
    for (const s of upstreams) s.closeAllConnections();
    await Promise.all(upstreams.map((s) => new Promise((r) => s.close(r))));
    await stack?.close();
  });

  it('passes the caller’s request id to the service and echoes it', async () => {
    const res = await request(stack.urls.gateway)
      .get('/api/search?q=hello')
      .set('x-request-id', 'trace-abc-123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/api/search?q=hello');
    expect(seen[0].headers['x-request-id']).toBe('trace-abc-123');
  });

  it('makes a request id when there is none (or a bad one) and the service gets the same one', async () => {
    const res = await request(stack.urls.gateway)
      .get('/api/search?q=x')
      .set('x-request-id', 'bad id with spaces')
      .expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0].headers['x-request-id']).toBe(id);
  });

  it('refuses a declared body over the limit with 413 before proxying', async () => {
    const res = await declareBody(stack.urls.gateway, '/api/search', 2 * 1024 * 1024);
    expect(res).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        message: 'The request body is too large (at most 1 MB).',
        error: 'Payload Too Large',
      },
    });
    const upload = await declareBody(stack.urls.gateway, '/api/images/analyze-text', 4 * 1024 * 1024);
    expect(upload.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('streams a chunked body under the limit to the service, with the request id', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL('/api/search', stack.urls.gateway), {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'transfer-encoding': 'chunked',
          'x-request-id': 'stream-1',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 8; i++) req.write(Buffer.alloc(64 * 1024));
      req.end();
    });
    expect(status).toBe(200);
    expect(seen[0].bytes).toBe(8 * 64 * 1024);
    expect(seen[0].headers['x-request-id']).toBe('stream-1');
  });

  it('answers a chunked body (no Content-Length) past the limit with 413, and cuts it past the discard bound', async () => {
    const outcome = await new Promise<{ status?: number; cut: boolean }>((resolve) => {
      const req = httpRequest(new URL('/api/search', stack.urls.gateway), {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      });
      let status: number | undefined;
      req.on('response', (res) => {
        status = res.statusCode;
        res.resume();
        res.on('error', () => undefined);
      });
      req.on('error', () => resolve({ status, cut: true }));
      req.on('close', () => resolve({ status, cut: sent < total }));
      const chunk = Buffer.alloc(64 * 1024);
      const total = 16 * 1024 * 1024;
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(outcome).toEqual({ status: 413, cut: true });
    expect(seen).toHaveLength(0);
  });

  it('lets an upload under its own (larger) limit through', async () => {
    await request(stack.urls.gateway)
      .post('/api/images/analyze-text')
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(2 * 1024 * 1024))
      .expect(200);
    expect(seen[0].bytes).toBe(2 * 1024 * 1024);
  });

  it('sends security headers, with a CSP that allows no inline script', async () => {
    const res = await request(stack.urls.gateway).get('/api/nope').expect(404);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Sockets only to this origin; no HSTS on plain http unless configured.
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers headers over Node’s limit with a JSON 431 and closes the connection', async () => {
    const res = await fetch(new URL('/api/search?q=abc', stack.urls.gateway), {
      headers: { 'x-padding': 'a'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({
      statusCode: 431,
      message: 'The request headers are too large.',
      error: 'Request Header Fields Too Large',
    });
    expect(seen).toHaveLength(0);
  });

  it('cuts the caller’s answer when the service dies halfway through its own, instead of leaving it waiting', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest(new URL('/api/search?q=die-midway', stack.urls.gateway));
      req.on('response', (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve('ended normally'));
        res.on('aborted', () => resolve('cut'));
        res.on('error', () => resolve('cut'));
      });
      req.on('error', () => resolve('cut'));
      req.end();
    });
    expect(outcome).toBe('cut');
    // The gateway is still there for the next request.
    await request(stack.urls.gateway).get('/api/search?q=abc').expect(200);
  });

  it('marks proxied API answers no-store unless the service chose its own caching', async () => {
    const res = await request(stack.urls.gateway).get('/api/search?q=abc').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with a clear body when the service is down', async () => {
    const res = await request(stack.urls.gateway).get('/api/user-settings').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'The sign-in service is not available right now. Please try again.',
      error: 'Service Unavailable',
    });
  });
});
