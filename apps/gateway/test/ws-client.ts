// A /ws client for tests: connects with a cookie, queues the frames it receives, and reports a
// refused upgrade's HTTP status instead of throwing.
import { WebSocket, ClientOptions } from 'ws';
import type { ServerSocketMessage } from '@diary/contracts';

export interface TestSocket {
  ws: WebSocket;
  /** The next frame, or a rejection after `ms`. */
  next(ms?: number): Promise<ServerSocketMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(frame: unknown): void;
}

export function wsUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/ws`;
}

export function openSocket(httpUrl: string, cookie: string, opts: ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(wsUrl(httpUrl), { headers: { cookie }, ...opts });
  const queue: ServerSocketMessage[] = [];
  const waiting: Array<(m: ServerSocketMessage) => void> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerSocketMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () =>
      resolve({
        ws,
        closed,
        send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        next: (ms = 3000) => {
          const queued = queue.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(done), 1);
              rej(new Error(`no frame within ${ms} ms`));
            }, ms);
            const done = (m: ServerSocketMessage) => {
              clearTimeout(timer);
              res(m);
            };
            waiting.push(done);
          });
        },
      }),
    );
    ws.once('unexpected-response', (_req, res) => reject(new UpgradeRefused(res.statusCode ?? 0)));
    ws.once('error', reject);
  });
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** The HTTP status a refused upgrade got (fails the test when the socket opens). */
export async function refusedStatus(
  httpUrl: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<number> {
  try {
    const s = await openSocket(httpUrl, cookie, { headers: { cookie, ...headers } });
    s.ws.terminate();
  } catch (err) {
    if (err instanceof UpgradeRefused) return err.status;
    throw err;
  }
  throw new Error('the upgrade was accepted');
}
