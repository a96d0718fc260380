// An outside service's receiver for tests (a webhook endpoint, a chat's incoming webhook): an HTTP
// server on 127.0.0.1 that records every request and answers with the status the test chose.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sleep } from './user-events';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpReceiver {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** 127.0.0.1:{port}, for OUTBOUND_ALLOW_HOSTS. */
  hostPort: string;
  received: ReceivedRequest[];
  /** The status of the next answers, in turn; once they are used up, 200. */
  answerNext(...statuses: number[]): void;
  /** Waits until `count` requests that match have arrived and returns them. */
  waitFor(
    predicate: (r: ReceivedRequest) => boolean,
    count?: number,
    ms?: number,
  ): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    received,
    answerNext: (...next) => statuses.push(...next),
    async waitFor(predicate, count = 1, ms = 10_000) {
      const end = Date.now() + ms;
      for (;;) {
        const found = received.filter(predicate);
        if (found.length >= count) return found;
        if (Date.now() > end)
          throw new Error(`timed out: ${found.length} of ${count} expected requests arrived`);
        await sleep(50);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
