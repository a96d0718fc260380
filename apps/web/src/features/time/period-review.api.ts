// A period review (review-periods.ts): GET /api/reports/{kind}/{period} and POST …/generate (202,
// then the kind's socket event, if it has one).
import type { WeekReport } from '@diary/contracts';
import { api } from '../../lib/api';
import type { ReviewPeriod } from './review-periods';

/** Which review: its kind, its first day and how its path names it (plain strings, as cache keys). */
export interface PeriodArg {
  kind: string;
  start: string;
  path: string;
}

export const periodArg = (period: ReviewPeriod, start: string): PeriodArg => ({
  kind: period.kind,
  start,
  path: period.path(start),
});

const tag = ({ kind, start }: Pick<PeriodArg, 'kind' | 'start'>) => ({
  type: 'Report' as const,
  id: `${kind}-${start}`,
});
const url = ({ kind, path }: PeriodArg) => `/api/reports/${kind}/${path}`;

export const periodReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeriodReview: build.query<WeekReport, PeriodArg>({
      query: url,
      providesTags: (_r, _e, arg) => [tag(arg)],
    }),
    generatePeriodReview: build.mutation<{ status: 'generating' }, PeriodArg>({
      query: (arg) => ({ url: `${url(arg)}/generate`, method: 'POST' }),
      invalidatesTags: (_r, _e, arg) => [tag(arg)],
    }),
  }),
});

export const { useGetPeriodReviewQuery, useGeneratePeriodReviewMutation } = periodReviewApi;
export const periodReviewTag = tag;
