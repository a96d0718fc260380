// Projects (GET/POST/PATCH/DELETE /api/projects), the timesheet (GET /api/timesheet) and the
// discarding of time away from a running session (POST /api/work-records/{id}/split).
// A timesheet changes with any record, so it goes stale with the calendar and the day.
import type {
  Project,
  ProjectRequest,
  SplitWorkRecordRequest,
  TimesheetResponse,
  WorkRecord,
} from '@diary/contracts';
import { api } from '../app/api';

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

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useGetProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useGetTimesheetQuery,
  useSplitRecordMutation,
} = projectsApi;
