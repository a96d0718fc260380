// The weekly review: GET /api/reports/week/{monday} and POST …/generate (202, then the
// week_report_completed socket event).
import type { WeekReport } from '@diary/contracts';
import { api } from '../../lib/api';

const tag = (monday: string) => ({ type: 'Report' as const, id: `week-${monday}` });

export const weekReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWeekReport: build.query<WeekReport, string>({
      query: (monday) => `/api/reports/week/${monday}`,
      providesTags: (_r, _e, monday) => [tag(monday)],
    }),
    generateWeekReport: build.mutation<{ week: string; status: 'generating' }, string>({
      query: (monday) => ({ url: `/api/reports/week/${monday}/generate`, method: 'POST' }),
      invalidatesTags: (_r, _e, monday) => [tag(monday)],
    }),
  }),
});

export const { useGetWeekReportQuery, useGenerateWeekReportMutation } = weekReviewApi;
export const weekReportTag = tag;
