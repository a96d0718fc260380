// User settings (spec section 7): GET and POST /api/user-settings.
import type { UserSettings } from '@diary/contracts';
import { api } from '../../app/api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserSettings: build.query<UserSettings, void>({
      query: () => '/api/user-settings',
      providesTags: ['Settings'],
    }),
    saveUserSettings: build.mutation<UserSettings, Partial<UserSettings>>({
      query: (body) => ({ url: '/api/user-settings', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetUserSettingsQuery, useSaveUserSettingsMutation } = settingsApi;
