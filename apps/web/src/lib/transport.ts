// The one request helper: credentials always, JSON with a Content-Type only when a body exists,
// errors as "{status}: {body text}" (status text when the body is empty). It sends once: the
// API root's RTK Query `retry` asks again (lib/api.ts); the outbox and the identity check keep
// their own schedules.
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'HttpError';
  }
  /** The server's readable sentence, when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
  /** The parsed JSON body, when there is one. */
  get json(): unknown {
    try {
      return JSON.parse(this.bodyText) as unknown;
    } catch {
      return undefined;
    }
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** One request; throws an HttpError for an answer that is not 2xx, the fetch's error without one. */
export async function apiRequest<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const hasBody = opts.body !== undefined;
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    credentials: 'include',
    headers: hasBody && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: !hasBody ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new HttpError(res.status, text);
  }
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
