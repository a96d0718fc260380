// User settings: GET and POST /api/user-settings.
import type { UpdateUserSettingsRequest, UserSettings } from '@diary/contracts';
import { api } from '../../app/api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserSettings: build.query<UserSettings, void>({
      query: () => '/api/user-settings',
      providesTags: ['Settings'],
    }),
    saveUserSettings: build.mutation<UserSettings, UpdateUserSettingsRequest>({
      query: (body) => ({ url: '/api/user-settings', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetUserSettingsQuery, useSaveUserSettingsMutation } = settingsApi;
