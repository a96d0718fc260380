// fetch for URLs users give the server: each hop is checked after DNS resolution and connected to
// the very address that was checked (a DNS answer that changes between check and connect cannot
// swap in a private one); redirects are followed by hand, each checked, at most 5.
import { BadRequestException } from '@nestjs/common';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { resolveOutboundUrl, type ResolvedOutbound } from './check-outbound-url';
import type { OutboundPolicy } from './outbound-policy';

export const MAX_OUTBOUND_REDIRECTS = 5;

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Aborts the request (the policy's timeoutMs applies as well). */
  signal?: AbortSignal;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);
/** Headers that must not follow a redirect to another origin (fetch drops them too). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** A lookup that answers with the checked address whatever the name: the connection is pinned. */
function pinnedLookup(target: ResolvedOutbound): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function send(target: ResolvedOutbound, init: OutboundInit, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  const options: RequestOptions = {
    method: init.method ?? 'GET',
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: init.headers,
    auth: url.username
      ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
      : undefined,
    lookup: pinnedLookup(target),
    // A pooled socket may have been opened for an earlier answer of the same name: never reuse one.
    agent: false,
    signal,
  };
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(options, resolve);
    req.on('error', reject);
    req.end(init.body);
  });
}

function toResponse(res: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const status = res.statusCode ?? 502;
  const empty = NO_BODY.has(status) || method === 'HEAD';
  if (empty) res.resume();
  const body = empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: res.statusMessage, headers });
}

/** The request for the next hop, as fetch does it (303, and 301/302 after a POST, become a GET). */
function nextInit(init: OutboundInit, status: number, from: URL, to: URL): OutboundInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  const headers = { ...init.headers };
  if (from.origin !== to.origin) {
    for (const name of Object.keys(headers)) {
      if (CREDENTIAL_HEADERS.includes(name.toLowerCase())) delete headers[name];
    }
  }
  if (toGet) {
    for (const name of Object.keys(headers)) {
      if (/^content-/i.test(name)) delete headers[name];
    }
    return { ...init, method: 'GET', body: undefined, headers };
  }
  return { ...init, headers };
}

/**
 * Sends a request to a URL a user gave, checked as checkOutboundUrl checks it (throws its
 * BadRequestException, at every hop), and answers a standard Response. Network failures and the
 * timeout reject as fetch does.
 */
export async function outboundFetch(
  input: string | URL,
  init: OutboundInit,
  policy: OutboundPolicy,
): Promise<Response> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let url = typeof input === 'string' ? input : input.href;
  let hopInit = init;
  for (let hop = 0; ; hop++) {
    const target = await resolveOutboundUrl(url, policy);
    const res = await send(target, hopInit, signal);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) {
      return toResponse(res, (hopInit.method ?? 'GET').toUpperCase());
    }
    res.resume();
    if (hop >= MAX_OUTBOUND_REDIRECTS) {
      throw new BadRequestException(
        `${target.url.hostname} redirected more than ${MAX_OUTBOUND_REDIRECTS} times; the request was not followed further.`,
      );
    }
    const next = new URL(location, target.url);
    hopInit = nextInit(hopInit, res.statusCode ?? 0, target.url, next);
    url = next.href;
  }
}
