// The auth service's calls that several screens share: me, login, register, logout, how sign-up
// works here, setting a password with a reset link, and the user's settings. The identity check retries
// (RTK Query's `retry`) on its own schedule: 2 retries after ~450 ms then ~675 ms; a 401 means signed out.
import type {
  AuthUser,
  LoginRequest,
  LoginTwoFactorRequest,
  PasswordResetRequest,
  RegisterRequest,
  RegistrationInfo,
  TwoFactorChallenge,
  UpdateUserSettingsRequest,
  UserSettings,
} from '@diary/contracts';
import { BaseQueryFn, retry } from '@reduxjs/toolkit/query/react';
import { api, ApiError, sleep, toApiError } from '../lib/api';
import { apiRequest, HttpError } from '../lib/transport';
import { signedIn, signedOut } from '../lib/auth/auth.slice';
import type { AppDispatch } from '../lib/store';

export const IDENTITY_RETRIES = 2;
export const identityRetryDelay = (attempt: number) => 300 * 1.5 ** attempt;

/** GET /api/auth/me with RTK Query's `retry`: the user, null on 401 (not retried), else the error after the retries. */
const askIdentity: BaseQueryFn<void, AuthUser | null, ApiError> = async (_args, { signal }) => {
  try {
    return { data: await apiRequest<AuthUser>('/api/auth/me', { signal }) };
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) return { data: null };
    return { error: toApiError(err) };
  }
};
const identityQuery = retry(askIdentity, {
  maxRetries: IDENTITY_RETRIES,
  backoff: (attempt, _maxRetries, signal) => sleep(identityRetryDelay(attempt), signal),
});

interface SignInLifecycle {
  dispatch: AppDispatch;
  queryFulfilled: Promise<{ data: AuthUser | TwoFactorChallenge }>;
}

/** After a sign-in, a two-factor step or a sign-up: the browser is signed in as the answer's user. */
async function whenSignedIn({ dispatch, queryFulfilled }: SignInLifecycle): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  // A two-factor challenge is not a sign-in yet.
  if (!data || 'twoFactorRequired' in data) return;
  // Nothing cached for a previous user may leak into this one's screens.
  dispatch(api.util.resetApiState());
  dispatch(signedIn({ id: data.id, username: data.username }));
  dispatch(authApi.util.upsertQueryData('me', undefined, { id: data.id, username: data.username }));
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<AuthUser | null, void>({
      queryFn: async (_arg, queryApi) => {
        // Offline (the app opened from the service worker's cache): the stored auth record is
        // trusted at once, as after any failed check, instead of after the retries.
        const result =
          typeof navigator !== 'undefined' && navigator.onLine === false
            ? { error: toApiError(new Error('Offline: the identity check waits for the network.')) }
            : await identityQuery(undefined, queryApi, {});
        if (result.error) {
          // Another failure: the stored auth record is trusted.
          console.warn('Identity check failed', result.error);
          return { error: result.error };
        }
        const user = (result.data ?? null) as AuthUser | null;
        queryApi.dispatch(user ? signedIn({ id: user.id, username: user.username }) : signedOut());
        return { data: user };
      },
      providesTags: ['Me'],
    }),
    login: build.mutation<AuthUser | TwoFactorChallenge, LoginRequest>({
      query: ({ username, password }) => ({
        url: '/api/auth/login',
        method: 'POST',
        body: { username: username.toLowerCase(), password },
      }),
      // Two-factor sign-in on: not signed in until the code step (login2fa).
      onQueryStarted: (_arg, lifecycle) => whenSignedIn(lifecycle),
    }),
    login2fa: build.mutation<AuthUser, LoginTwoFactorRequest>({
      query: (body) => ({ url: '/api/auth/login/2fa', method: 'POST', body, retries: 0 }),
      onQueryStarted: (_arg, lifecycle) => whenSignedIn(lifecycle),
    }),
    register: build.mutation<AuthUser, RegisterRequest>({
      query: ({ username, password, email, invite }) => ({
        url: '/api/auth/register',
        method: 'POST',
        body: { username: username.toLowerCase(), password, email, ...(invite ? { invite } : {}) },
      }),
      onQueryStarted: (_arg, lifecycle) => whenSignedIn(lifecycle),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    registration: build.query<RegistrationInfo, void>({
      query: () => '/api/auth/registration',
    }),
    resetPassword: build.mutation<null, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password-reset', method: 'POST', body, retries: 0 }),
    }),
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

export const {
  useMeQuery,
  useLoginMutation,
  useLogin2faMutation,
  useRegisterMutation,
  useLogoutMutation,
  useRegistrationQuery,
  useResetPasswordMutation,
  useGetUserSettingsQuery,
  useSaveUserSettingsMutation,
} = authApi;
