// @vitest-environment node
// The transport against a real local HTTP server: error format, retries with their delays, 401s.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, HttpError, retryDelay } from './transport';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let server: Server;
let base = '';
let handler: Handler = (_req, res) => res.end();
let hits: { at: number; method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ at: Date.now(), method: req.method, contentType: req.headers['content-type'], body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  hits = [];
});

describe('apiRequest', () => {
  it('delays retries by 300 ms times 2 to the attempt: 600, 1200, 2400', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([600, 1200, 2400]);
  });

  it('sends JSON with a Content-Type only when there is a body', async () => {
    handler = (_req, res) => res.end('{"ok":true}');
    expect(await apiRequest(`${base}/api/x`)).toEqual({ ok: true });
    await apiRequest(`${base}/api/x`, { method: 'POST', body: { a: 1 } });
    expect(hits[0].contentType).toBeUndefined();
    expect(hits[1]).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
  });

  it('turns a failure into "{status}: {body}" (the status text when the body is empty)', async () => {
    handler = (_req, res) => {
      res.statusCode = 404;
      res.end('{"message":"Not here."}');
    };
    const err = await apiRequest(`${base}/api/x`, { retries: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('404: {"message":"Not here."}');
    expect((err as HttpError).serverMessage).toBe('Not here.');
    handler = (_req, res) => {
      res.statusCode = 409;
      res.end();
    };
    expect(
      ((await apiRequest(`${base}/api/x`, { retries: 0 }).catch((e: unknown) => e)) as Error).message,
    ).toBe('409: Conflict');
  });

  it('retries a server failure with growing delays, then answers', async () => {
    handler = (_req, res) => {
      res.statusCode = hits.length < 3 ? 503 : 200;
      res.end(hits.length < 3 ? 'down' : '"fine"');
    };
    expect(await apiRequest(`${base}/api/x`, { retries: 3 })).toBe('fine');
    expect(hits).toHaveLength(3);
    const gaps = [hits[1].at - hits[0].at, hits[2].at - hits[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(590);
    expect(gaps[1]).toBeGreaterThanOrEqual(1190);
  }, 10_000);

  it('gives up after the allowed retries and throws the last error', async () => {
    handler = (_req, res) => {
      res.statusCode = 500;
      res.end('boom');
    };
    await expect(apiRequest(`${base}/api/x`, { retries: 1 })).rejects.toThrow('500: boom');
    expect(hits).toHaveLength(2);
  });

  it('throws a 401 at once, on auth paths even when asked to retry it', async () => {
    handler = (_req, res) => {
      res.statusCode = 401;
      res.end('no');
    };
    await expect(apiRequest(`${base}/api/diary`, { retries: 3 })).rejects.toThrow('401: no');
    expect(hits).toHaveLength(1);
    await expect(apiRequest(`${base}/api/auth/me`, { retries: 1, retryOn401: true })).rejects.toThrow(
      '401: no',
    );
    expect(hits).toHaveLength(2);
    await expect(apiRequest(`${base}/api/diary`, { retries: 1, retryOn401: true })).rejects.toThrow(
      '401: no',
    );
    expect(hits).toHaveLength(4);
  }, 10_000);

  it('retries a network failure', async () => {
    const closed = `http://127.0.0.1:1/api/x`;
    const started = Date.now();
    await expect(apiRequest(closed, { retries: 1 })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });
});
