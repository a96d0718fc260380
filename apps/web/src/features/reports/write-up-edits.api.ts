// The person's own words in a write-up: a session summary's or the day's report's subject and lines
// (PATCH /api/work-records/{id}/summary, PATCH /api/reports/{date}), and a regeneration that drops
// them ({regenerate: true, discardEdits: true}).
import type {
  DailyReport,
  GenerateSummaryRequest,
  GenerateSummaryResponse,
  WorkRecord,
  WriteUpEditRequest,
} from '@diary/contracts';
import { api } from '../../lib/api';

export const writeUpEditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    editSummary: build.mutation<WorkRecord, WriteUpEditRequest & { id: string; date: string }>({
      query: ({ id, date: _date, ...body }) => ({
        url: `/api/work-records/${id}/summary`,
        method: 'PATCH',
        body,
        retries: 0,
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Search'],
    }),
    editReport: build.mutation<DailyReport, WriteUpEditRequest & { date: string }>({
      query: ({ date, ...body }) => ({ url: `/api/reports/${date}`, method: 'PATCH', body, retries: 0 }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Report', id: date }],
    }),
    discardEdits: build.mutation<GenerateSummaryResponse, { date: string }>({
      query: ({ date }) => ({
        url: `/api/work-records/${date}/generate-summary`,
        method: 'POST',
        body: { regenerate: true, discardEdits: true } satisfies GenerateSummaryRequest,
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Report', id: date }],
    }),
  }),
});

export const { useEditSummaryMutation, useEditReportMutation, useDiscardEditsMutation } = writeUpEditsApi;
