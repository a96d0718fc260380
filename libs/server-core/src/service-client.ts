// The one HTTP client for calls between services: a timeout, the request id passed on, and
// failures turned into a clear 503 (a dependency is down) or the callee's own 4xx.
import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@diary/contracts/server';

export interface ServiceCallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Forward the caller's session cookie (calls made on a user's behalf). */
  cookie?: string;
  /** Forward the caller's `Authorization: Bearer …` (an API token's calls, as the MCP server makes). */
  authorization?: string;
  /** Send the shared internal token (calls to /internal routes). */
  internalToken?: string;
  requestId?: string;
  timeoutMs?: number;
}

export async function callService<T>(
  baseUrl: string,
  path: string,
  opts: ServiceCallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.authorization) headers.authorization = opts.authorization;
  if (opts.internalToken) headers[INTERNAL_TOKEN_HEADER] = opts.internalToken;
  if (opts.requestId) headers[REQUEST_ID_HEADER] = opts.requestId;
  let res: Response;
  try {
    res = await fetch(new URL(path, baseUrl), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10000),
    });
  } catch {
    throw new ServiceUnavailableException(
      'A service this needs is not reachable right now. Please try again.',
    );
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    if (res.status >= 500)
      throw new ServiceUnavailableException('A service this needs failed. Please try again.');
    const message = (data as { message?: string } | null)?.message ?? res.statusText;
    throw new HttpException({ statusCode: res.status, message, error: res.statusText }, res.status);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
