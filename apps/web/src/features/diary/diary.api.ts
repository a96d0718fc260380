// The diary calls of spec section 7, shared by Daily Work, Sessions, Calendar and Reports.
import type {
  DailyReport,
  DayResponse,
  DraftNote,
  GenerateSummaryResponse,
  ImageAnalysisResponse,
  WorkNote,
  WorkRecord,
} from '@diary/contracts';
import { api } from '../../app/api';

export interface CreateRecordBody {
  startTime: string;
  endTime?: string | null;
  isActive: boolean;
  date: string;
}

export interface UpdateRecordBody {
  id: string;
  startTime?: string;
  endTime?: string | null;
  isActive?: boolean;
  /** Sessions screen's edit dialog: a text added as a work note. */
  note?: string;
  /** Replaces the session's tags. */
  tags?: string[];
}

export interface AddNoteBody {
  workRecordId: string;
  content: string;
  timestamp: string;
  /** The browser's id for the note: the server adds a note sent twice only once. */
  clientId?: string;
}

export const diaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDay: build.query<DayResponse, string>({
      query: (date) => `/api/work-records/${date}`,
      providesTags: (_r, _e, date) => [{ type: 'Day', id: date }],
    }),
    getActiveRecord: build.query<WorkRecord | null, void>({
      query: () => '/api/work-records/active',
      providesTags: ['Active'],
    }),
    createRecord: build.mutation<WorkRecord, CreateRecordBody>({
      query: (body) => ({ url: '/api/work-records', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'Day', id: body.date }, 'Active', 'Calendar'],
    }),
    updateRecord: build.mutation<WorkRecord, UpdateRecordBody>({
      query: ({ id, ...body }) => ({ url: `/api/work-records/${id}`, method: 'PATCH', body }),
      invalidatesTags: (r) => [{ type: 'Day', id: r?.date }, 'Active', 'Calendar'],
    }),
    deleteRecord: build.mutation<null, { id: string; date: string }>({
      query: ({ id }) => ({ url: `/api/work-records/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active', 'Calendar'],
    }),
    addNote: build.mutation<WorkNote, AddNoteBody & { date: string }>({
      query: ({ date: _date, ...body }) => ({ url: '/api/work-notes', method: 'POST', body }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active'],
    }),
    updateNote: build.mutation<WorkNote, { id: string; content: string; date: string }>({
      query: ({ id, content }) => ({ url: `/api/work-notes/${id}`, method: 'PATCH', body: { content } }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active'],
    }),
    getDraft: build.query<DraftNote | null, string>({
      // Errors give null (spec section 7).
      queryFn: async (date, _api, _opts, baseQuery) => {
        const res = await baseQuery(`/api/draft-notes/${date}`);
        return { data: res.error ? null : ((res.data as DraftNote | null) ?? null) };
      },
      providesTags: (_r, _e, date) => [{ type: 'Draft', id: date }],
    }),
    saveDraft: build.mutation<DraftNote | null, DraftNote>({
      query: (body) => ({ url: '/api/draft-notes', method: 'POST', body }),
    }),
    deleteDraft: build.mutation<null, string>({
      query: (date) => ({ url: `/api/draft-notes/${date}`, method: 'DELETE' }),
    }),
    getCalendar: build.query<string[], { year: number; month: number }>({
      query: ({ year, month }) => `/api/calendar/${year}/${month}`,
      providesTags: ['Calendar'],
    }),
    generateSummary: build.mutation<GenerateSummaryResponse, { date: string; regenerate?: boolean }>({
      query: ({ date, regenerate }) => ({
        url: `/api/work-records/${date}/generate-summary`,
        method: 'POST',
        body: { regenerate: Boolean(regenerate) },
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Report', id: date }],
    }),
    getReport: build.query<DailyReport, string>({
      query: (date) => `/api/reports/${date}`,
      providesTags: (_r, _e, date) => [{ type: 'Report', id: date }],
    }),
    analyzeImages: build.mutation<ImageAnalysisResponse, File[]>({
      query: (files) => {
        const form = new FormData();
        for (const f of files) form.append('image', f);
        return { url: '/api/images/analyze-text', method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetDayQuery,
  useGetActiveRecordQuery,
  useCreateRecordMutation,
  useUpdateRecordMutation,
  useDeleteRecordMutation,
  useAddNoteMutation,
  useUpdateNoteMutation,
  useGetDraftQuery,
  useSaveDraftMutation,
  useDeleteDraftMutation,
  useGetCalendarQuery,
  useGenerateSummaryMutation,
  useGetReportQuery,
  useAnalyzeImagesMutation,
} = diaryApi;
