// The live-update socket: identify on connect, ping every 30 s, check
// the connection every 5 s, and up to 3 reconnects 3 s, 6 s, 12 s apart plus up to 1 s jitter.
import type { ClientSocketMessage, ServerSocketMessage, UserEvent } from '@diary/contracts';
import type { SocketStatus } from './socket.slice';

export const PING_INTERVAL_MS = 30_000;
export const STATE_CHECK_INTERVAL_MS = 5_000;
export const MAX_RECONNECT_ATTEMPTS = 3;
export const RECONNECT_BASE_MS = 3_000;
export const RECONNECT_JITTER_MS = 1_000;

export const SOCKET_ERRORS = {
  connection: 'Connection error',
  create: 'Failed to create connection',
  gaveUp: 'Failed to connect after multiple attempts',
} as const;

/** Delay before reconnect number `attempt` (1-based). */
export const reconnectDelay = (attempt: number, random: () => number = Math.random) =>
  RECONNECT_BASE_MS * 2 ** (attempt - 1) + Math.floor(random() * RECONNECT_JITTER_MS);

/** The socket URL on this page's host: wss when the page is https. */
export const socketUrl = (loc: Pick<Location, 'protocol' | 'host'>) =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;

export interface SocketClientOptions {
  url: string;
  userId: string;
  onStatus: (status: SocketStatus, error?: string | null) => void;
  onEvent: (event: UserEvent) => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** Older servers named the draft event draft_note_update; both mean draft_updated. */
function toUserEvent(msg: unknown): UserEvent | null {
  if (!msg || typeof msg !== 'object' || typeof (msg as { type?: unknown }).type !== 'string') return null;
  const m = msg as ServerSocketMessage | { type: 'draft_note_update'; date: string; content: string };
  if (m.type === 'pong' || m.type === 'connection_ack') return null;
  if (m.type === 'draft_note_update') return { type: 'draft_updated', date: m.date, content: m.content };
  return m as UserEvent;
}

export class SocketClient {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private stopped = false;
  private gaveUp = false;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: SocketClientOptions) {}

  start() {
    this.stopped = false;
    this.open();
    this.checkTimer = setInterval(() => this.checkState(), STATE_CHECK_INTERVAL_MS);
  }

  stop() {
    this.stopped = true;
    for (const t of [this.pingTimer, this.checkTimer]) if (t) clearInterval(t);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.pingTimer = this.checkTimer = this.reconnectTimer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = ws.onclose = ws.onerror = ws.onmessage = null;
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
    }
    this.opts.onStatus('disconnected');
  }

  private send(msg: ClientSocketMessage) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  private open() {
    this.opts.onStatus(this.attempts > 0 ? 'reconnecting' : 'connecting');
    let ws: WebSocket;
    try {
      ws = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(this.opts.url);
    } catch (err) {
      console.error(SOCKET_ERRORS.create, err);
      this.opts.onStatus('error', SOCKET_ERRORS.create);
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.opts.onStatus('connected');
      this.send({ type: 'identify', userId: this.opts.userId });
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(e.data));
      } catch {
        return; // not ours
      }
      const event = toUserEvent(parsed);
      if (event) this.opts.onEvent(event);
    };
    ws.onerror = () => this.opts.onStatus('error', SOCKET_ERRORS.connection);
    ws.onclose = () => {
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (this.ws === ws) this.ws = null;
      if (!this.stopped) this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.stopped || this.reconnectTimer || this.gaveUp) return;
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.gaveUp = true;
      this.opts.onStatus('error', SOCKET_ERRORS.gaveUp);
      return;
    }
    this.attempts++;
    this.opts.onStatus('reconnecting');
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = null;
        if (!this.stopped) this.open();
      },
      reconnectDelay(this.attempts, this.opts.random),
    );
  }

  /** Every 5 s: a socket that closed without us noticing gets a reconnect. */
  private checkState() {
    if (this.stopped || this.gaveUp || this.reconnectTimer) return;
    if (!this.ws || this.ws.readyState === WebSocket.CLOSED) this.scheduleReconnect();
  }
}
