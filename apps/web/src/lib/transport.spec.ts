// @vitest-environment node
// The transport against a real local HTTP server: one request, its body and its error format.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, HttpError } from './transport';

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
    const err = await apiRequest(`${base}/api/x`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('404: {"message":"Not here."}');
    expect((err as HttpError).serverMessage).toBe('Not here.');
    handler = (_req, res) => {
      res.statusCode = 409;
      res.end();
    };
    expect(((await apiRequest(`${base}/api/x`).catch((e: unknown) => e)) as Error).message).toBe(
      '409: Conflict',
    );
  });

  it("sends once: a server failure is thrown at once (retries are the API root's)", async () => {
    handler = (_req, res) => {
      res.statusCode = 503;
      res.end('down');
    };
    await expect(apiRequest(`${base}/api/x`)).rejects.toThrow('503: down');
    expect(hits).toHaveLength(1);
  });
});
