// An oversized body must still get its 413: the gateway lets the client finish sending (reading and
// discarding up to a bound) instead of closing the connection under it, which the client sees as a
// reset while it is still writing (a browser shows a network error instead of "too large").
import { createServer, Server } from 'node:http';
import { connect } from 'node:net';
import { useTestStack } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';

/**
 * Sends one POST of `bytes` over a raw socket and returns the status line it got, or the error. Like
 * a browser, it reads the answer only once it has sent the whole body.
 */
function rawPost(base: string, path: string, bytes: number, chunked = false): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let settled = false;
    const done = (outcome: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('data', (c: Buffer) => {
      answer += c.toString('latin1');
      const end = answer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: *(\d+)/i.exec(answer)?.[1] ?? 0);
      if (answer.length >= end + 4 + length) done(answer.split('\r\n')[0]!);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => done(`error ${err.code}`));
    socket.on('close', () => done(answer ? answer.split('\r\n')[0]! : 'closed without an answer'));
    socket.pause();
    socket.on('connect', () => {
      const head = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Sec-Fetch-Site: same-origin\r\n${head}\r\n\r\n`,
      );
      const piece = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < bytes && !settled) {
          const n = Math.min(piece.length, bytes - sent);
          sent += n;
          const data = chunked
            ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), piece.subarray(0, n), Buffer.from('\r\n')])
            : piece.subarray(0, n);
          if (!socket.write(data)) return void socket.once('drain', pump);
        }
        if (settled) return;
        socket.write(chunked ? '0\r\n\r\n' : '', () => socket.resume());
      };
      pump();
    });
  });
}

describe('gateway body limit', () => {
  const stack = useTestStack({ gateway: createGateway });
  let diary: Server;

  beforeAll(async () => {
    // Stands in for the diary: reads whatever reaches it and answers 201.
    diary = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-length': 0 }).end());
    });
    await new Promise<void>((r) => diary.listen(Number(new URL(stack.urls.diary).port), '127.0.0.1', r));
  });
  afterAll(async () => {
    diary?.closeAllConnections();
    await new Promise((r) => diary?.close(r));
  });

  it('answers ten 5 MB notes in a row with 413, every time', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++)
      outcomes.push(await rawPost(stack.urls.gateway, '/api/work-notes', 5 * 1024 * 1024));
    expect(outcomes).toEqual(Array(10).fill('HTTP/1.1 413 Payload Too Large'));
  }, 60000);

  it('answers a chunked body that passes the limit with 413 too', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++)
      outcomes.push(await rawPost(stack.urls.gateway, '/api/work-notes', 5 * 1024 * 1024, true));
    expect(outcomes).toEqual(Array(3).fill('HTTP/1.1 413 Payload Too Large'));
  }, 60000);

  it('still lets a body under the limit through', async () => {
    expect(await rawPost(stack.urls.gateway, '/api/work-notes', 1024 * 1024)).toBe('HTTP/1.1 201 Created');
    expect(await rawPost(stack.urls.gateway, '/api/work-notes', 1024 * 1024, true)).toBe(
      'HTTP/1.1 201 Created',
    );
  }, 60000);
});
