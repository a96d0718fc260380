// The one request helper: credentials always, JSON with a
// Content-Type only when a body exists, errors as "{status}: {body text}" (status text when the
// body is empty), retries with 300 ms x 2^attempt delays (600, 1200, 2400 ms). A 401 on an
// /api/auth/ path, or on any path unless retryOn401 is set, is thrown at once.
// Decision (docs/decisions.md): client errors other than 408 are not retried, because asking
// again cannot change the answer and would only delay the message the user sees.
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
  /** How many times to ask again after a failure: 3 in the request helper, 2 in the data loader. */
  retries?: number;
  /** Retry a 401 on a non-auth path too (off by default: a 401 means signed out). */
  retryOn401?: boolean;
  signal?: AbortSignal;
}

export const REQUEST_RETRIES = 3;
export const LOADER_RETRIES = 2;
export const RETRY_BASE_MS = 300;

/** Delay before retry number `attempt` (1-based): 600, 1200, 2400 ms. */
export const retryDelay = (attempt: number) => RETRY_BASE_MS * 2 ** attempt;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

export function isRetryable(err: unknown, url: string, retryOn401 = false): boolean {
  if ((err as Error)?.name === 'AbortError') return false;
  if (!(err instanceof HttpError)) return true; // network failure
  if (err.status === 401) return retryOn401 && !url.includes('/api/auth/');
  return err.status >= 500 || err.status === 408;
}

async function once<T>(url: string, opts: RequestOptions): Promise<T> {
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

export async function apiRequest<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const retries = opts.retries ?? REQUEST_RETRIES;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once<T>(url, opts);
    } catch (err) {
      if (attempt > retries || !isRetryable(err, url, opts.retryOn401)) throw err;
      await sleep(retryDelay(attempt), opts.signal);
    }
  }
}
