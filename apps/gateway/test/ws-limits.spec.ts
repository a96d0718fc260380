// The socket limits: one user holds at most WS_MAX_SOCKETS_PER_USER sockets on an instance (a
// handshake beyond answers 429, handshakes racing past the check are closed 1008), and a frame
// over the size limit closes its socket (1009) with one log line and no stack trace.
import type { LoggerService } from '@nestjs/common';
import { TestSession, useTestSession, useTestStack, withConfig } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { TOO_MANY_SOCKETS } from '../src/socket/user-sockets';
import { openSocket, TestSocket, UpgradeRefused } from './ws-client';

const gateway = withConfig(createGateway, { WS_MAX_SOCKETS_PER_USER: 3 });

/** Keeps every log call the gateway makes, as given. */
class KeptLogs implements LoggerService {
  readonly calls: Array<{ level: string; args: unknown[] }> = [];
  log = (...args: unknown[]) => this.calls.push({ level: 'log', args });
  error = (...args: unknown[]) => this.calls.push({ level: 'error', args });
  warn = (...args: unknown[]) => this.calls.push({ level: 'warn', args });
  debug = (...args: unknown[]) => this.calls.push({ level: 'debug', args });
  verbose = (...args: unknown[]) => this.calls.push({ level: 'verbose', args });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const until = async (check: () => boolean, ms = 3000) => {
  for (const end = Date.now() + ms; !check(); await sleep(20))
    if (Date.now() > end) throw new Error('condition not met in time');
};

describe('gateway /ws limits', () => {
  const stack = useTestStack({ gateway });
  let logs: KeptLogs;
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);
  const open: TestSocket[] = [];
  /** Opens a socket, or gives the status its handshake was refused with. */
  const connect = async (session: TestSession): Promise<TestSocket | number> => {
    try {
      const s = await openSocket(stack.urls.gateway, session.cookie);
      open.push(s);
      return s;
    } catch (err) {
      if (err instanceof UpgradeRefused) return err.status;
      throw err;
    }
  };
  const socket = async (session: TestSession) => {
    const s = await connect(session);
    if (typeof s === 'number') throw new Error(`the handshake was refused with ${s}`);
    return s;
  };

  beforeAll(async () => {
    logs = new KeptLogs();
    stack.apps.gateway!.useLogger(logs);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.ws.terminate();
  });

  it('refuses a handshake beyond the cap with 429, keeps the open sockets, and counts per user', async () => {
    const three = [await socket(alice), await socket(alice), await socket(alice)];
    expect(await connect(alice)).toBe(429);
    for (const s of three) {
      s.send({ type: 'ping' });
      expect(await s.next()).toEqual({ type: 'pong' });
    }
    expect(typeof (await connect(bob))).toBe('object');
    // Once one closes, there is room again.
    three[0].ws.close();
    await three[0].closed;
    let again: TestSocket | number = 429;
    for (let i = 0; i < 20 && again === 429; i++) {
      await sleep(50);
      again = await connect(alice);
    }
    expect(typeof again).toBe('object');
  });

  it('never leaves more than the cap open when handshakes race', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => connect(alice)));
    const sockets = results.filter((r): r is TestSocket => typeof r !== 'number');
    const refused = results.filter((r) => typeof r === 'number');
    expect(refused.every((status) => status === 429)).toBe(true);
    // Sockets opened past the check are closed at once with 1008 and the reason.
    const closedCodes: number[] = [];
    for (const s of sockets) void s.closed.then((code) => closedCodes.push(code));
    await sleep(300);
    expect(sockets.length - closedCodes.length).toBe(3);
    expect(closedCodes.every((code) => code === TOO_MANY_SOCKETS)).toBe(true);
  });

  it('closes a socket that sends an oversized frame (1009) and logs it in one line, no stack', async () => {
    logs.calls.splice(0);
    const s = await socket(bob);
    s.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(64 * 1024) }));
    expect(await s.closed).toBe(1009);
    await until(() => logs.calls.some((c) => c.level === 'warn' || c.level === 'error'));
    await sleep(100);
    const loud = logs.calls.filter((c) => c.level === 'warn' || c.level === 'error');
    expect(loud).toHaveLength(1);
    const [line] = loud;
    expect(line.args.some((a) => a instanceof Error)).toBe(false);
    const text = line.args.map(String).join(' ');
    expect(text).toMatch(/Max payload size exceeded/);
    expect(text).toContain(bob.userId);
    expect(text).not.toMatch(/\n\s+at /);
  });
});
