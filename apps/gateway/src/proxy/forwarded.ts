// How the gateway itself was reached: its own Host header, and its connection's scheme or what a
// trusted proxy in front of it (TRUST_PROXY, e.g. one that terminates TLS) says the scheme was.
// A client's X-Forwarded-Host is never believed: the services compare the Origin with this view.
import type { IncomingMessage } from 'node:http';
import express from 'express';

export type TrustFn = (address: string, hop: number) => boolean;

/** Express's own compiled "trust proxy" check (the rules the services apply to X-Forwarded-For). */
export function trustFunction(trustProxy: string[]): TrustFn {
  return express().set('trust proxy', trustProxy).get('trust proxy fn') as TrustFn;
}

export function seenScheme(req: IncomingMessage, trusted: TrustFn): 'http' | 'https' {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const own = socket.encrypted ? 'https' : 'http';
  if (!trusted(socket.remoteAddress ?? '', 0)) return own;
  const given = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return given === 'https' || given === 'http' ? given : own;
}
