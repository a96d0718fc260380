// Linking the account to an identity of the organisation (contract, "Sign in with your organisation").
import type { OidcLinkStart, OidcLinkStatus } from '@diary/contracts';
import { api } from '../../lib/api';

const oidcLinkApi = api.enhanceEndpoints({ addTagTypes: ['OidcLink'] }).injectEndpoints({
  endpoints: (build) => ({
    oidcLink: build.query<OidcLinkStatus, void>({
      query: () => '/api/auth/oidc/link',
      providesTags: ['OidcLink'],
    }),
    /** Checks the password; the page then goes to the returned url (the provider). */
    startOidcLink: build.mutation<OidcLinkStart, { password: string }>({
      query: (body) => ({ url: '/api/auth/oidc/link', method: 'POST', body, retries: 0 }),
    }),
    unlinkOidc: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/oidc/link', method: 'DELETE' }),
      invalidatesTags: ['OidcLink'],
    }),
  }),
});

export const { useOidcLinkQuery, useStartOidcLinkMutation, useUnlinkOidcMutation } = oidcLinkApi;
