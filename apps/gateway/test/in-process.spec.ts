// One-process mode: the edge hands a request to a service in the same process (its request
// listener) instead of sending it over loopback HTTP; the service sees what the proxy would send.
import { IncomingHttpHeaders, IncomingMessage, request as httpRequest, ServerResponse } from 'node:http';
import request from 'supertest';
import { startTestStack, TestStack } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * POSTs `parts` as a chunked body (no Content-Length), `gapMs` apart; resolves with the status and
 * JSON answer.
 */
function postChunked(url: string, parts: string[], gapMs = 0): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    void (async () => {
      for (const part of parts) {
        req.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
      req.end();
    })();
  });
}

describe('gateway edge in one-process mode', () => {
  let stack: TestStack;
  const seen: Seen[] = [];
  /** A search "service" in this process: records the request and answers from the body it read. */
  const search = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.includes('never')) return; // never answers
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      // As Nest does: nothing more to say once the gateway has answered (a body refused as too large).
      if (res.headersSent) return;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ length: body.length }));
    });
  };

  beforeAll(async () => {
    stack = await startTestStack({
      // Nothing listens on the search URL: an answer can only come from the listener.
      gateway: (config) =>
        createGateway(
          { ...config, PROXY_TIMEOUT_MS: 300 },
          new Map([[new URL(config.SEARCH_URL!).origin, search]]),
        ),
    });
  });
  beforeEach(() => seen.splice(0));
  afterAll(async () => {
    await stack?.close();
  });

  it('hands the request to the service with the proxy’s headers and no-store', async () => {
    const res = await request(stack.urls.gateway)
      .get('/api/search?q=word')
      .set('x-request-id', 'in-process-1')
      .set('x-forwarded-host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/api/search?q=word');
    expect(seen[0].headers['x-request-id']).toBe('in-process-1');
    // The gateway's own view of the host, never the client's X-Forwarded-Host.
    expect(seen[0].headers['x-forwarded-host']).toBe(new URL(stack.urls.gateway).host);
    expect(seen[0].headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it('lets the service read a chunked body from the caller’s connection', async () => {
    const parts = ['{"text":"', 'x'.repeat(100_000), '"}'];
    const res = await postChunked(`${stack.urls.gateway}/api/search/reindex`, parts);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ length: parts.join('').length });
    expect(seen[0].headers['transfer-encoding']).toBe('chunked');
  });

  it('answers 503 with a sentence when the service does not begin its answer in time', async () => {
    const res = await request(stack.urls.gateway).get('/api/search/never');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The search service is not available right now. Please try again.');
  });

  it('does not count a slow upload against the timeout, as over HTTP', async () => {
    // Five parts 150 ms apart: the upload alone takes longer than PROXY_TIMEOUT_MS (300 ms).
    const parts = ['{"text":"', 'a', 'b', 'c', '"}'];
    const res = await postChunked(`${stack.urls.gateway}/api/search/reindex`, parts, 150);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ length: parts.join('').length });
  });

  it('still refuses a declared body over the limit before the service sees it', async () => {
    const res = await request(stack.urls.gateway)
      .post('/api/search/reindex')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('refuses a chunked body over the limit with 413, as over HTTP; the service gets no more than the limit', async () => {
    const mb = 'x'.repeat(1024 * 1024);
    const parts = ['{"text":"', mb, mb, mb, '"}'];
    const res = await postChunked(`${stack.urls.gateway}/api/search/reindex`, parts);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      statusCode: 413,
      message: 'The request body is too large (at most 2 MB).',
    });
    await new Promise((r) => setTimeout(r, 100));
    for (const request of seen) expect(request.body.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    // The connection is still good for the next request.
    const next = await postChunked(`${stack.urls.gateway}/api/search/reindex`, ['{"text":"ok"}']);
    expect(next.status).toBe(200);
  });
});
