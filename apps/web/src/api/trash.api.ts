// The trash (diary service): deleted notes and sessions for 30 days. Restoring one refreshes every
// screen that shows days, search or totals; the toast's Undo restores by the deleted item's own id.
import type { TrashItem, TrashRestoreResult } from '@diary/contracts';
import { api } from '../lib/api';

const CHANGED = ['Trash', 'Day', 'Active', 'Calendar', 'Search', 'Report'] as const;

export const trashApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrash: build.query<TrashItem[], void>({
      query: () => '/api/trash',
      providesTags: ['Trash'],
      keepUnusedDataFor: 0,
    }),
    restoreTrashItem: build.mutation<TrashRestoreResult, string>({
      query: (id) => ({ url: `/api/trash/${id}/restore`, method: 'POST', retries: 0 }),
      invalidatesTags: [...CHANGED],
    }),
    /** Undo of a delete: finds the trash item of the note or session just deleted and restores it. */
    undoDelete: build.mutation<TrashRestoreResult, { itemId: string }>({
      async queryFn({ itemId }, _api, _opts, baseQuery) {
        const list = await baseQuery('/api/trash');
        if (list.error) return { error: list.error };
        const item = (list.data as TrashItem[]).find((i) => i.itemId === itemId);
        if (!item)
          return { error: { status: 404, message: '404', serverMessage: 'It is no longer in the trash.' } };
        const res = await baseQuery({ url: `/api/trash/${item.id}/restore`, method: 'POST', retries: 0 });
        return res.error ? { error: res.error } : { data: res.data as TrashRestoreResult };
      },
      invalidatesTags: [...CHANGED],
    }),
    emptyTrash: build.mutation<null, void>({
      query: () => ({ url: '/api/trash', method: 'DELETE', retries: 0 }),
      invalidatesTags: ['Trash'],
    }),
  }),
});

export const { useGetTrashQuery, useRestoreTrashItemMutation, useUndoDeleteMutation, useEmptyTrashMutation } =
  trashApi;
