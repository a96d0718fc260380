// @vitest-environment node
// The API root's base query (RTK Query's retry around the transport) against a real local HTTP
// server: which failures are asked again, how often, and how far apart.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiArgs, baseQuery, retryDelay } from './api';

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

const ask = (args: ApiArgs) => {
  const queryApi = {
    signal: new AbortController().signal,
    dispatch: () => undefined,
    getState: () => ({}),
  } as unknown as BaseQueryApi;
  return baseQuery({ ...args, url: `${base}${args.url}` }, queryApi, {});
};
const failWith = (status: number, text: string) => {
  handler = (_req, res) => {
    res.statusCode = status;
    res.end(text);
  };
};

describe("the API root's retries", () => {
  it('delays retries by 300 ms times 2 to the attempt: 600, 1200, 2400', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([600, 1200, 2400]);
  });

  it('retries a server failure with growing delays, then answers', async () => {
    handler = (_req, res) => {
      res.statusCode = hits.length < 3 ? 503 : 200;
      res.end(hits.length < 3 ? 'down' : '"fine"');
    };
    expect(await ask({ url: '/api/x', method: 'POST', retries: 3 })).toEqual({ data: 'fine' });
    expect(hits).toHaveLength(3);
    const gaps = [hits[1].at - hits[0].at, hits[2].at - hits[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(590);
    expect(gaps[1]).toBeGreaterThanOrEqual(1190);
  }, 10_000);

  it('gives up after the allowed retries and answers the last error', async () => {
    failWith(500, 'boom');
    expect(await ask({ url: '/api/x', retries: 1 })).toMatchObject({
      error: { status: 500, message: '500: boom' },
    });
    expect(hits).toHaveLength(2);
  });

  it('retries a read twice by default', async () => {
    failWith(502, 'bad gateway');
    await ask({ url: '/api/x' });
    expect(hits).toHaveLength(3);
  }, 10_000);

  it('answers a 401 and a client error at once; a 408 is asked again', async () => {
    failWith(401, 'no');
    expect(await ask({ url: '/api/diary', retries: 3 })).toMatchObject({ error: { status: 401 } });
    expect(hits).toHaveLength(1);
    failWith(409, '{"message":"Taken."}');
    expect(await ask({ url: '/api/x', method: 'POST' })).toMatchObject({
      error: { status: 409, serverMessage: 'Taken.' },
    });
    expect(hits).toHaveLength(2);
    failWith(408, 'slow');
    await ask({ url: '/api/x', retries: 1 });
    expect(hits).toHaveLength(4);
  });

  it('retries a network failure', async () => {
    const started = Date.now();
    const queryApi = {
      signal: new AbortController().signal,
      dispatch: () => undefined,
    } as unknown as BaseQueryApi;
    const answer = await baseQuery({ url: 'http://127.0.0.1:1/api/x', retries: 1 }, queryApi, {});
    expect(answer).toMatchObject({ error: { status: 0 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });
});
