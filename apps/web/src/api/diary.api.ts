// The diary service's calls that several screens share (Daily Work, Sessions, Calendar, Reports,
// Search, Timesheet, Settings): days, records, notes, drafts, the calendar and the tags, projects,
// the timesheet and the discarding of time away from a running session (a record's split).
// A timesheet changes with any record, so it goes stale with the calendar and the day.
import type {
  CreateWorkNoteRequest,
  CreateWorkRecordRequest,
  DayResponse,
  DraftNote,
  NoteRevision,
  Project,
  ProjectRequest,
  SaveDraftRequest,
  SplitWorkRecordRequest,
  TagUsage,
  TimesheetResponse,
  ToggleNoteTaskRequest,
  UpdateWorkNoteRequest,
  UpdateWorkRecordRequest,
  WorkNote,
  WorkRecord,
} from '@diary/contracts';
import { api } from '../lib/api';

/** The record to change, and the change (the request body). */
export type UpdateRecordArg = UpdateWorkRecordRequest & { id: string };

export interface TimesheetArgs {
  from: string;
  to: string;
  projectId?: string;
  client?: string;
}

/** The query string of a timesheet (also the CSV download's, with format=csv). */
export function timesheetQuery({ from, to, projectId, client }: TimesheetArgs): string {
  const q = new URLSearchParams({ from, to });
  if (projectId) q.set('projectId', projectId);
  if (client) q.set('client', client);
  return q.toString();
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
      // A 409 (the note changed elsewhere since baseUpdatedAt) carries the current note: the
      // screen offers to merge (NoteView); the day is refreshed either way. Not retried: a repeat
      // of a save whose answer was lost would meet its own edit as a conflict.
      query: ({ id, date: _date, ...body }) => ({
        url: `/api/work-notes/${id}`,
        method: 'PATCH',
        body: body satisfies UpdateWorkNoteRequest,
        retries: 0,
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active', 'Search'],
    }),
    /** Ticks a task box on the server's own text of the note (what another device added stays). */
    toggleNoteTask: build.mutation<
      WorkNote,
      ToggleNoteTaskRequest & { id: string; index: number; date: string }
    >({
      query: ({ id, index, checked }) => ({
        url: `/api/work-notes/${id}/tasks/${index}`,
        method: 'POST',
        body: { checked } satisfies ToggleNoteTaskRequest,
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Day', id: date }, 'Active', 'Search'],
    }),
    /** A note's earlier versions, newest first (read fresh each time the history opens). */
    getNoteRevisions: build.query<NoteRevision[], string>({
      query: (id) => `/api/work-notes/${id}/revisions`,
      keepUnusedDataFor: 0,
    }),
    restoreNoteRevision: build.mutation<WorkNote, { id: string; revisionId: string; date: string }>({
      query: ({ id, revisionId }) => ({
        url: `/api/work-notes/${id}/revisions/${revisionId}/restore`,
        method: 'POST',
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
    getProjects: build.query<Project[], void>({
      query: () => '/api/projects',
      providesTags: ['Projects'],
    }),
    createProject: build.mutation<Project, ProjectRequest>({
      query: (body) => ({ url: '/api/projects', method: 'POST', body }),
      invalidatesTags: ['Projects'],
    }),
    updateProject: build.mutation<Project, Partial<ProjectRequest> & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/projects/${id}`, method: 'PATCH', body }),
      // Names, clients and colours show in the charts and the timesheet.
      invalidatesTags: ['Projects', 'Calendar'],
    }),
    deleteProject: build.mutation<null, string>({
      query: (id) => ({ url: `/api/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Projects', 'Calendar', 'Day', 'Active'],
    }),
    getTimesheet: build.query<TimesheetResponse, TimesheetArgs>({
      query: (args) => `/api/timesheet?${timesheetQuery(args)}`,
      providesTags: ['Calendar', 'Day', 'Projects'],
    }),
    splitRecord: build.mutation<
      { stopped: WorkRecord; started: WorkRecord },
      SplitWorkRecordRequest & { id: string }
    >({
      query: ({ id, ...body }) => ({ url: `/api/work-records/${id}/split`, method: 'POST', body }),
      invalidatesTags: ['Day', 'Active', 'Calendar'],
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
  useToggleNoteTaskMutation,
  useDeleteNoteMutation,
  useGetNoteRevisionsQuery,
  useRestoreNoteRevisionMutation,
  useGetDraftQuery,
  useSaveDraftMutation,
  useDeleteDraftMutation,
  useGetCalendarQuery,
  useGetTagsQuery,
  useGetProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useGetTimesheetQuery,
  useSplitRecordMutation,
} = diaryApi;
