// Account security calls (contract, "Account security"): password, devices, two-factor, API tokens.
import type {
  ApiTokenSummary,
  ChangePasswordRequest,
  CreateApiTokenRequest,
  CreatedApiToken,
  DeviceSession,
  TwoFactorEnableRequest,
  TwoFactorDisableRequest,
  TwoFactorEnabled,
  TwoFactorSetup,
} from '@diary/contracts';
import { api } from '../../lib/api';

const securityApi = api.enhanceEndpoints({ addTagTypes: ['Devices', 'Tokens'] }).injectEndpoints({
  endpoints: (build) => ({
    devices: build.query<DeviceSession[], void>({
      query: () => '/api/auth/sessions',
      providesTags: ['Devices'],
    }),
    endDevice: build.mutation<null, string>({
      query: (id) => ({ url: `/api/auth/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Devices'],
    }),
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/password', method: 'POST', body, retries: 0 }),
      invalidatesTags: ['Devices'],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/auth/2fa/setup', method: 'POST', retries: 0 }),
    }),
    enableTwoFactor: build.mutation<TwoFactorEnabled, TwoFactorEnableRequest>({
      query: (body) => ({
        url: '/api/auth/2fa/enable',
        method: 'POST',
        body,
        retries: 0,
      }),
      invalidatesTags: ['Me'],
    }),
    disableTwoFactor: build.mutation<null, string>({
      query: (password) => ({
        url: '/api/auth/2fa/disable',
        method: 'POST',
        body: { password } satisfies TwoFactorDisableRequest,
        retries: 0,
      }),
      invalidatesTags: ['Me'],
    }),
    tokens: build.query<ApiTokenSummary[], void>({
      query: () => '/api/auth/tokens',
      providesTags: ['Tokens'],
    }),
    createToken: build.mutation<CreatedApiToken, CreateApiTokenRequest>({
      query: (body) => ({ url: '/api/auth/tokens', method: 'POST', body, retries: 0 }),
      invalidatesTags: ['Tokens'],
    }),
    revokeToken: build.mutation<null, string>({
      query: (id) => ({ url: `/api/auth/tokens/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Tokens'],
    }),
  }),
});

export const {
  useDevicesQuery,
  useEndDeviceMutation,
  useChangePasswordMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useTokensQuery,
  useCreateTokenMutation,
  useRevokeTokenMutation,
} = securityApi;
