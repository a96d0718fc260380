// The diary service's calls that several screens share (Daily Work, Sessions, Calendar, Reports,
// Search): days, records, notes, drafts, the calendar and the tags.
import type {
  CreateWorkNoteRequest,
  CreateWorkRecordRequest,
  DayResponse,
  DraftNote,
  SaveDraftRequest,
  TagUsage,
  UpdateWorkNoteRequest,
  UpdateWorkRecordRequest,
  WorkNote,
  WorkRecord,
} from '@diary/contracts';
import { api } from '../app/api';

/** The record to change, and the change (the request body). */
export type UpdateRecordArg = UpdateWorkRecordRequest & { id: string };

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
    createRecord: build.mutation<WorkRecord, CreateWorkRecordRequest>({
      query: (body) => ({ url: '/api/work-records', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'Day', id: body.date }, 'Active', 'Calendar'],
    }),
    updateRecord: build.mutation<WorkRecord, UpdateRecordArg>({
      query: ({ id, ...body }) => ({ url: `/api/work-records/${id}`, method: 'PATCH', body }),
      invalidatesTags: (r) => [{ type: 'Day', id: r?.date }, 'Active', 'Calendar'],
    }),
    deleteRecord: build.mutation<null, { id: string; date: string }>({
      query: ({ id }) => ({ url: `/api/work-records/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active', 'Calendar'],
    }),
    addNote: build.mutation<WorkNote, CreateWorkNoteRequest & { date: string }>({
      query: ({ date: _date, ...body }) => ({ url: '/api/work-notes', method: 'POST', body }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active'],
    }),
    updateNote: build.mutation<WorkNote, UpdateWorkNoteRequest & { id: string; date: string }>({
      query: ({ id, content }) => ({
        url: `/api/work-notes/${id}`,
        method: 'PATCH',
        body: { content } satisfies UpdateWorkNoteRequest,
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active', 'Search'],
    }),
    deleteNote: build.mutation<null, { id: string; date: string }>({
      query: ({ id }) => ({ url: `/api/work-notes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active', 'Search'],
    }),
    getDraft: build.query<DraftNote | null, string>({
      // A failed read gives null: no draft.
      queryFn: async (date, _api, _opts, baseQuery) => {
        const res = await baseQuery(`/api/draft-notes/${date}`);
        return { data: res.error ? null : ((res.data as DraftNote | null) ?? null) };
      },
      providesTags: (_r, _e, date) => [{ type: 'Draft', id: date }],
    }),
    saveDraft: build.mutation<DraftNote | null, SaveDraftRequest>({
      query: (body) => ({ url: '/api/draft-notes', method: 'POST', body }),
    }),
    deleteDraft: build.mutation<null, string>({
      query: (date) => ({ url: `/api/draft-notes/${date}`, method: 'DELETE' }),
    }),
    getCalendar: build.query<string[], { year: number; month: number }>({
      query: ({ year, month }) => `/api/calendar/${year}/${month}`,
      providesTags: ['Calendar'],
    }),
    getTags: build.query<TagUsage[], void>({
      // Tags change with any record: stale with the calendar and with a day's reload.
      query: () => '/api/tags',
      providesTags: ['Calendar', 'Day'],
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
  useDeleteNoteMutation,
  useGetDraftQuery,
  useSaveDraftMutation,
  useDeleteDraftMutation,
  useGetCalendarQuery,
  useGetTagsQuery,
} = diaryApi;
