// The records of the days the calendar shows (GET /api/work-records?from=&to=, at most 62 days),
// without their notes, which the calendar does not show: timed blocks in Week and Day views, each
// day's total in Month view.
import type { WorkRecord } from '@diary/contracts';
import { api } from '../../lib/api';

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecordsBetween: build.query<WorkRecord[], { from: string; to: string }>({
      query: ({ from, to }) => `/api/work-records?from=${from}&to=${to}&notes=false`,
      providesTags: ['Calendar', 'Day'],
    }),
  }),
});

export const { useGetRecordsBetweenQuery } = calendarApi;
