// RTK Query root: endpoints are added with api.injectEndpoints, a feature's own in its folder and
// those several features share in src/api/ (one file per service).
// Caching: no refetch on focus or reconnect, data never stale (fetched once, refreshed when a tag
// is invalidated or a socket event says so); a screen polls only while its socket is down or a
// report is being written. Unused data is dropped after 5 minutes.
// Retries: RTK Query's `retry` around the one-request base query, 2 for reads and 3 for writes
// unless an endpoint says `retries`, 300 ms x 2^attempt apart (600, 1200, 2400 ms). Client errors
// other than 408 are not retried (docs/decisions.md): asking again cannot change the answer and
// would only delay the message the user sees; nor is a 401, which means signed out.
import { createApi, BaseQueryFn, retry } from '@reduxjs/toolkit/query/react';
import { apiRequest, HttpError } from './transport';

export interface ApiArgs {
  url: string;
  method?: string;
  body?: unknown;
  /** How many times to ask again after a failure (e.g. 0 for the connection test). */
  retries?: number;
}

export interface ApiError {
  /** HTTP status, or 0 for a network failure. */
  status: number;
  /** "{status}: {body}" for HTTP errors, the network error's text otherwise. */
  message: string;
  /** The server's readable sentence, when there is one. */
  serverMessage?: string;
  /** The parsed error body, when it was JSON. */
  body?: unknown;
}

export const toApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, message: err.message, serverMessage: err.serverMessage, body: err.json }
    : { status: 0, message: (err as Error)?.message ?? String(err) };

export const REQUEST_RETRIES = 3;
export const LOADER_RETRIES = 2;
export const RETRY_BASE_MS = 300;

/** Delay before retry number `attempt` (1-based): 600, 1200, 2400 ms. */
export const retryDelay = (attempt: number) => RETRY_BASE_MS * 2 ** attempt;

/** Whether asking again could change the answer: no answer at all, a 5xx or a 408. */
export const isRetryable = (error: ApiError) =>
  error.status === 0 || error.status >= 500 || error.status === 408;

const argsOf = (args: string | ApiArgs): ApiArgs => (typeof args === 'string' ? { url: args } : args);

/** Waits `ms`; rejects at once when `signal` aborts (a retry's backoff). */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

const sendOnce: BaseQueryFn<string | ApiArgs, unknown, ApiError> = async (args, { signal, dispatch }) => {
  const { url, method, body } = argsOf(args);
  try {
    return { data: await apiRequest(url, { method, body, signal }) };
  } catch (err) {
    const error = toApiError(err);
    // A 401 outside /api/auth/ means the session ended: ask the identity check again, which
    // signs the user out when it answers 401 too.
    if (error.status === 401 && !url.includes('/api/auth/')) dispatch(api.util.invalidateTags(['Me']));
    return { error };
  }
};

export const baseQuery = retry(sendOnce, {
  retryCondition: (error, args: string | ApiArgs, { attempt, baseQueryApi }) => {
    const { method, retries } = argsOf(args);
    const allowed = retries ?? (!method || method === 'GET' ? LOADER_RETRIES : REQUEST_RETRIES);
    return attempt <= allowed && !baseQueryApi.signal.aborted && isRetryable(error as unknown as ApiError);
  },
  backoff: (attempt, _maxRetries, signal) => sleep(retryDelay(attempt), signal),
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'Settings',
    'Day',
    'Active',
    'Calendar',
    'Draft',
    'Report',
    'Search',
    'Projects',
    'Connections',
    'Activity',
    'Trash',
  ],
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
