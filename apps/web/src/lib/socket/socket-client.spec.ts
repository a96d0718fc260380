// The socket client's connect, identify, ping, reconnect and give-up policy, with a stand-in
// WebSocket and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@diary/contracts';
import { reconnectDelay, SocketClient, socketUrl } from './socket-client';
import type { SocketStatus } from './socket.slice';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send(s: string) {
    this.sent.push(s);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.();
  }
}

let statuses: [SocketStatus, string | null | undefined][];
let events: UserEvent[];

function client() {
  return new SocketClient({
    url: 'ws://host/ws',
    userId: 'u1',
    onStatus: (s, e) => statuses.push([s, e]),
    onEvent: (e) => events.push(e),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    random: () => 0.5,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  FakeSocket.instances = [];
  statuses = [];
  events = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SocketClient', () => {
  it('uses wss on https pages', () => {
    expect(socketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('waits 3 s doubled per attempt plus up to 1 s of jitter', () => {
    expect([1, 2, 3].map((a) => reconnectDelay(a, () => 0))).toEqual([3000, 6000, 12000]);
    expect(reconnectDelay(1, () => 0.999)).toBe(3999);
  });

  it('identifies on connect, pings every 30 s and passes server events on', () => {
    const c = client();
    c.start();
    expect(statuses[0][0]).toBe('connecting');
    const ws = FakeSocket.instances[0];
    ws.open();
    expect(statuses.at(-1)?.[0]).toBe('connected');
    expect(JSON.parse(ws.sent[0])).toEqual({ type: 'identify', userId: 'u1' });
    vi.advanceTimersByTime(30_000);
    expect(JSON.parse(ws.sent[1])).toEqual({ type: 'ping' });
    ws.onmessage?.({ data: JSON.stringify({ type: 'pong' }) });
    ws.onmessage?.({ data: JSON.stringify({ type: 'report_completed', date: '2026-01-02' }) });
    ws.onmessage?.({ data: JSON.stringify({ type: 'draft_note_update', date: '2026-01-02', content: 'x' }) });
    expect(events).toEqual([
      { type: 'report_completed', date: '2026-01-02' },
      { type: 'draft_updated', date: '2026-01-02', content: 'x' },
    ]);
    c.stop();
    expect(statuses.at(-1)?.[0]).toBe('disconnected');
  });

  it('reconnects up to 3 times, then reports that it gave up', () => {
    const c = client();
    c.start();
    FakeSocket.instances[0].fail();
    expect(statuses).toContainEqual(['error', 'Connection error']);
    expect(statuses.at(-1)?.[0]).toBe('reconnecting');
    vi.advanceTimersByTime(3499);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1].fail();
    vi.advanceTimersByTime(6500);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.instances[2].fail();
    vi.advanceTimersByTime(12500);
    expect(FakeSocket.instances).toHaveLength(4);
    FakeSocket.instances[3].fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(4);
    expect(statuses.at(-1)).toEqual(['error', 'Failed to connect after multiple attempts']);
    c.stop();
  });

  it('reports a socket that cannot be created', () => {
    const c = new SocketClient({
      url: 'bad',
      userId: 'u1',
      onStatus: (s, e) => statuses.push([s, e]),
      onEvent: () => undefined,
      createSocket: () => {
        throw new Error('nope');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    c.start();
    expect(statuses).toContainEqual(['error', 'Failed to create connection']);
    c.stop();
  });
});
