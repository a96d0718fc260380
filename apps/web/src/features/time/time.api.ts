// Where the time went: a range in numbers (GET /api/stats). It changes with any record, so it
// goes stale with the calendar (every record change invalidates 'Calendar') and with a day's
// reload ('Day').
import type { StatsResponse } from '@diary/contracts';
import { api } from '../../lib/api';

export const timeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<StatsResponse, { from: string; to: string }>({
      query: ({ from, to }) => `/api/stats?from=${from}&to=${to}`,
      providesTags: ['Calendar', 'Day'],
    }),
  }),
});

export const { useGetStatsQuery } = timeApi;
