// The one request helper (spec section 8, Transport): credentials always, JSON with a
// Content-Type only when a body exists, errors as "{status}: {body text}", retries with
// 300 ms doubling delays except on 401s, which are thrown at once.
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
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
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  retries?: number;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function apiRequest<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const retries = opts.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
      const res = await fetch(url, {
        method: opts.method ?? 'GET',
        credentials: 'include',
        headers: opts.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
        body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
        signal: opts.signal,
      });
      if (!res.ok) {
        const text = (await res.text()) || res.statusText;
        throw new HttpError(res.status, text);
      }
      if (res.status === 204) return null as T;
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    } catch (err) {
      const noRetry =
        (err instanceof HttpError && (err.status === 401 || err.status < 500)) ||
        (err as Error).name === 'AbortError' ||
        attempt >= retries;
      if (noRetry) throw err;
      await sleep(300 * 2 ** (attempt + 1));
    }
  }
}
