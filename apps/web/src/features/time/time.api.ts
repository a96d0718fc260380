// Where the time went: the user's tags (GET /api/tags) and a range in numbers (GET /api/stats).
// Both change with any record, so they go stale with the calendar (every record change
// invalidates 'Calendar') and with a day's reload ('Day').
import type { StatsResponse, TagUsage } from '@diary/contracts';
import { api } from '../../app/api';

export const timeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTags: build.query<TagUsage[], void>({
      query: () => '/api/tags',
      providesTags: ['Calendar', 'Day'],
    }),
    getStats: build.query<StatsResponse, { from: string; to: string }>({
      query: ({ from, to }) => `/api/stats?from=${from}&to=${to}`,
      providesTags: ['Calendar', 'Day'],
    }),
  }),
});

export const { useGetTagsQuery, useGetStatsQuery } = timeApi;
