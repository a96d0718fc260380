// The auth service's calls that several screens share: me, login, register, logout, how sign-up
// works here, setting a password with a reset link, and the user's settings. The identity check retries on its own schedule:
// 2 retries after ~450 ms then ~675 ms; a 401 means signed out.
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
import { api, toApiError } from '../lib/api';
import { apiRequest, HttpError } from '../lib/transport';
import { signedIn, signedOut } from '../lib/auth/auth.slice';
import type { AppDispatch } from '../lib/store';

export const IDENTITY_RETRIES = 2;
export const identityRetryDelay = (attempt: number) => 300 * 1.5 ** attempt;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET /api/auth/me: the user, null on 401, or throws after the retries. */
export async function checkIdentity(): Promise<AuthUser | null> {
  // Offline (the app opened from the service worker's cache): the stored auth record is trusted
  // at once, as after any failed check, instead of after the retries.
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new Error('Offline: the identity check waits for the network.');
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiRequest<AuthUser>('/api/auth/me', { retries: 0 });
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) return null;
      if (attempt > IDENTITY_RETRIES) throw err;
      await sleep(identityRetryDelay(attempt));
    }
  }
}

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
      queryFn: async (_arg, { dispatch }) => {
        try {
          const user = await checkIdentity();
          dispatch(user ? signedIn({ id: user.id, username: user.username }) : signedOut());
          return { data: user };
        } catch (err) {
          // Another failure: the stored auth record is trusted.
          console.warn('Identity check failed', err);
          return { error: toApiError(err) };
        }
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
