// RTK Query root: every feature adds its endpoints with api.injectEndpoints in its own folder.
import { createApi, BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, HttpError } from './transport';

export interface ApiArgs {
  url: string;
  method?: string;
  body?: unknown;
}

export interface ApiError {
  status: number;
  message: string;
  /** The server's readable sentence, when there is one. */
  serverMessage?: string;
}

const baseQuery: BaseQueryFn<string | ApiArgs, unknown, ApiError> = async (args) => {
  const { url, method, body } = typeof args === 'string' ? { url: args } : args;
  try {
    const data = await apiRequest(url, { method, body, retries: method && method !== 'GET' ? 3 : 2 });
    return { data };
  } catch (err) {
    if (err instanceof HttpError) return { error: { status: err.status, message: err.message, serverMessage: err.serverMessage } };
    return { error: { status: 0, message: (err as Error).message } };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Settings', 'Day', 'Active', 'Calendar', 'Draft', 'Report', 'Search'],
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
