// The `ws` adapter for /ws, with the session checked AT THE UPGRADE: no valid, live session means
// the handshake is answered 401 and no socket is ever made (503 when the session cannot be checked,
// 403 for a page of another origin, 429 when the user already holds WS_MAX_SOCKETS_PER_USER sockets
// here: the sockets already open stay, and a refused handshake makes the browser's client give up
// after its few retries instead of pushing another tab out in a loop). Frames are JSON
// {type, ...fields}; `type` picks the handler.
import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import { INestApplicationContext, Logger } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import { SESSION_COOKIE } from '@diary/contracts';
import { REQUEST_ID_HEADER } from '@diary/contracts/server';
import { SessionUser, SessionVerifier, sessionTokenFrom } from '@diary/server-auth';
import { originOf, wellFormedRequestId } from '@diary/server-core';
import { seenScheme, TrustFn, trustFunction } from '../proxy/forwarded';
import type { UserSockets } from './user-sockets';

/** What the upgrade check leaves on the request for the gateway's handleConnection. */
export interface AuthenticatedUpgrade extends IncomingMessage {
  user: SessionUser;
  token: string;
  requestId: string;
}

type VerifyDone = (verified: boolean, code?: number, message?: string) => void;
interface VerifyInfo {
  req: IncomingMessage;
  origin?: string;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A browser page of another site may not open a socket with this site's cookie. Browsers always
 * send Origin on a WebSocket handshake; it must be PUBLIC_ORIGIN (when set) or this server's own
 * scheme and Host (a client's X-Forwarded-Host is never believed). Non-browser clients send none.
 */
function sameOrigin(
  req: IncomingMessage,
  origin: string | undefined,
  publicOrigins: string[],
  trusted: TrustFn,
): boolean {
  if (!origin) return true;
  const given = originOf(origin);
  if (!given) return false;
  if (publicOrigins.length > 0) return publicOrigins.includes(given);
  return given === originOf(`${seenScheme(req, trusted)}://${req.headers.host ?? ''}`);
}

/** A frame that is not JSON, not an object or has no string `type` is ignored (a handler-less event). */
function parseFrame(data: unknown): { event: string; data: Record<string, unknown> } | undefined {
  const message: unknown = JSON.parse(String(data));
  if (!message || typeof message !== 'object' || Array.isArray(message)) return undefined;
  const type = (message as { type?: unknown }).type;
  return typeof type === 'string' ? { event: type, data: message as Record<string, unknown> } : undefined;
}

export class SessionWsAdapter extends WsAdapter {
  private readonly log = new Logger('WebSocket');
  private readonly trusted: TrustFn;

  constructor(
    app: INestApplicationContext,
    private readonly verifier: SessionVerifier,
    private readonly sockets: Pick<UserSockets, 'isFull'>,
    private readonly publicOrigins: string[] = [],
    trustProxy: string[] = ['loopback'],
  ) {
    super(app, { messageParser: parseFrame });
    this.trusted = trustFunction(trustProxy);
  }

  override create(port: number, options: Record<string, unknown> & { path?: string }) {
    return super.create(port, {
      ...options,
      verifyClient: (info: VerifyInfo, done: VerifyDone) => this.verify(info, done),
    });
  }

  /**
   * A socket's error (a frame over maxPayload, a broken frame) is the client's doing: ws closes the
   * socket (1009, 1002) and one line says so, without a stack trace. The server's own errors stay errors.
   */
  override bindErrorHandler(server: WebSocketServer): WebSocketServer {
    server.on('connection', (ws: WebSocket, req: Partial<AuthenticatedUpgrade>) =>
      ws.on('error', (err: Error) =>
        this.log.warn(`closed a socket of user ${req.user?.id}: ${err.message} (reqId ${req.requestId})`),
      ),
    );
    server.on('error', (err: Error) => this.log.error(err));
    return server;
  }

  private verify({ req, origin }: VerifyInfo, done: VerifyDone): void {
    const given = req.headers[REQUEST_ID_HEADER];
    const requestId = wellFormedRequestId(given);
    const refuse = (code: number, message: string, why: string) => {
      this.log.log(`upgrade refused with ${code}: ${why} (reqId ${requestId})`);
      done(false, code, message);
    };
    if (!sameOrigin(req, origin, this.publicOrigins, this.trusted))
      return refuse(403, 'Forbidden', 'another origin');
    const token = sessionTokenFrom({
      headers: req.headers,
      cookies: { [SESSION_COOKIE]: cookieValue(req.headers.cookie, SESSION_COOKIE) ?? '' },
    });
    this.verifier.verify(token).then(
      (user) => {
        if (!user)
          return refuse(
            401,
            'Unauthorized',
            token ? 'the session is not valid or was revoked' : 'no session',
          );
        if (this.sockets.isFull(user.id))
          return refuse(429, 'Too many open sockets for this account.', `user ${user.id} holds too many`);
        Object.assign(req, { user, token, requestId });
        done(true);
      },
      () => refuse(503, 'Service Unavailable', 'the session could not be checked'),
    );
  }
}
