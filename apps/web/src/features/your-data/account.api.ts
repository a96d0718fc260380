// Deleting the account (auth service): DELETE /api/auth/account with the password.
import type { DeleteAccountRequest } from '@diary/contracts';
import { api } from '../../lib/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<null, DeleteAccountRequest>({
      query: (body) => ({ url: '/api/auth/account', method: 'DELETE', body, retries: 0 }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountApi;
