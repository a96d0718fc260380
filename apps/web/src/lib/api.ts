// RTK Query root: endpoints are added with api.injectEndpoints, a feature's own in its folder and
// those several features share in src/api/ (one file per service).
// Caching: no refetch on focus or reconnect, data never stale (fetched once, refreshed when a tag
// is invalidated or a socket event says so); a screen polls only while its socket is down or a
// report is being written. Unused data is dropped after 5 minutes. Retries live in the transport only (2 for reads, 3 for writes).
import { createApi, BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, HttpError, LOADER_RETRIES, REQUEST_RETRIES } from './transport';

export interface ApiArgs {
  url: string;
  method?: string;
  body?: unknown;
  /** Override the transport's retry count (e.g. 0 for the connection test). */
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

const baseQuery: BaseQueryFn<string | ApiArgs, unknown, ApiError> = async (args, { signal, dispatch }) => {
  const { url, method, body, retries } = typeof args === 'string' ? ({ url: args } as ApiArgs) : args;
  const isRead = !method || method === 'GET';
  try {
    const data = await apiRequest(url, {
      method,
      body,
      signal,
      retries: retries ?? (isRead ? LOADER_RETRIES : REQUEST_RETRIES),
    });
    return { data };
  } catch (err) {
    const error = toApiError(err);
    // A 401 outside /api/auth/ means the session ended: ask the identity check again, which
    // signs the user out when it answers 401 too.
    if (error.status === 401 && !url.includes('/api/auth/')) dispatch(api.util.invalidateTags(['Me']));
    return { error };
  }
};

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
