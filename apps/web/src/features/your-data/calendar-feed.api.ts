// The calendar feed's URL and its rotation (diary service). Deleting the account is the auth
// service's (account.api.ts); export and import go through transfer.ts instead (they need download
// and upload progress).
import type { CalendarFeed } from '@diary/contracts';
import { api } from '../../lib/api';

export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => '/api/calendar-feed',
    }),
    rotateCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/calendar-feed/rotate', method: 'POST', retries: 0 }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(calendarFeedApi.util.upsertQueryData('calendarFeed', undefined, data));
      },
    }),
  }),
});

export const { useCalendarFeedQuery, useRotateCalendarFeedMutation } = calendarFeedApi;
