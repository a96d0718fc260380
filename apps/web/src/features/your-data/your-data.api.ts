// "Your data" endpoints: the calendar feed URL and its rotation, and deleting the account. Export and
// import go through transfer.ts instead (they need download and upload progress).
import type { CalendarFeed, DeleteAccountRequest } from '@diary/contracts';
import { api } from '../../app/api';

export const yourDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => '/api/calendar-feed',
    }),
    rotateCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/calendar-feed/rotate', method: 'POST', retries: 0 }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(yourDataApi.util.upsertQueryData('calendarFeed', undefined, data));
      },
    }),
    deleteAccount: build.mutation<null, DeleteAccountRequest>({
      query: (body) => ({ url: '/api/auth/account', method: 'DELETE', body, retries: 0 }),
    }),
  }),
});

export const { useCalendarFeedQuery, useRotateCalendarFeedMutation, useDeleteAccountMutation } = yourDataApi;
