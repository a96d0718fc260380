// The diary's connections (Settings → Connections) and the day's activity from them (Daily Work's
// lane), with adding one item to the diary. A connection's last problem comes with the list, so the
// list is asked again whenever a day's activity has been fetched.
import type {
  ActivityItem,
  AddActivityItemRequest,
  AddedActivityItem,
  Connection,
  CreateConnectionRequest,
} from '@diary/contracts';
import { api } from '../lib/api';

export interface AddActivityArgs extends AddActivityItemRequest {
  date: string;
  itemId: string;
}

const connectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnections: build.query<Connection[], void>({
      query: () => '/api/connections',
      providesTags: ['Connections'],
    }),
    createConnection: build.mutation<Connection, CreateConnectionRequest>({
      query: (body) => ({ url: '/api/connections', method: 'POST', body, retries: 0 }),
      invalidatesTags: ['Connections', 'Activity'],
    }),
    deleteConnection: build.mutation<void, string>({
      query: (id) => ({ url: `/api/connections/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Connections', 'Activity'],
    }),
    getActivity: build.query<ActivityItem[], string>({
      query: (date) => `/api/activity/${date}`,
      providesTags: (_r, _e, date) => [{ type: 'Activity', id: date }],
      async onQueryStarted(_date, { dispatch, queryFulfilled }) {
        // A fetch may have found (or cleared) a problem of a connection: its sentence comes with the list.
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.invalidateTags(['Connections']));
      },
    }),
    addActivityItem: build.mutation<AddedActivityItem, AddActivityArgs>({
      query: ({ date, itemId, ...body }) => ({
        url: `/api/activity/${date}/items/${encodeURIComponent(itemId)}/add`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { date }) => [
        { type: 'Activity', id: date },
        { type: 'Day', id: date },
        'Active',
        'Calendar',
        'Search',
      ],
    }),
  }),
});

export const {
  useGetConnectionsQuery,
  useCreateConnectionMutation,
  useDeleteConnectionMutation,
  useGetActivityQuery,
  useAddActivityItemMutation,
} = connectionsApi;
