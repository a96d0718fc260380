// Administration calls (contract, "Running it for a team"): users, invitations, reset links, the
// audit log. (The public ones, how sign-up works here and setting a password with a reset link,
// are in api/auth.api.ts: the sign-in screens use them.)
import type {
  AdminUpdateUserRequest,
  AdminUser,
  AuditEntry,
  CreatedInvitation,
  CreateInvitationRequest,
  InvitationSummary,
  PasswordResetLink,
} from '@diary/contracts';
import { api } from '../../lib/api';

export const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers', 'Invitations', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminUsers: build.query<AdminUser[], void>({
        query: () => '/api/admin/users',
        providesTags: ['AdminUsers'],
      }),
      updateUser: build.mutation<AdminUser, { id: string } & AdminUpdateUserRequest>({
        query: ({ id, ...body }) => ({ url: `/api/admin/users/${id}`, method: 'PATCH', body, retries: 0 }),
        invalidatesTags: ['AdminUsers', 'Audit'],
      }),
      createResetLink: build.mutation<PasswordResetLink, string>({
        query: (id) => ({ url: `/api/admin/users/${id}/password-reset`, method: 'POST', retries: 0 }),
        invalidatesTags: ['Audit'],
      }),
      invitations: build.query<InvitationSummary[], void>({
        query: () => '/api/admin/invitations',
        providesTags: ['Invitations'],
      }),
      createInvitation: build.mutation<CreatedInvitation, CreateInvitationRequest>({
        query: (body) => ({ url: '/api/admin/invitations', method: 'POST', body, retries: 0 }),
        invalidatesTags: ['Invitations', 'Audit'],
      }),
      revokeInvitation: build.mutation<null, string>({
        query: (id) => ({ url: `/api/admin/invitations/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Invitations', 'Audit'],
      }),
      auditLog: build.query<AuditEntry[], void>({
        query: () => '/api/admin/audit',
        providesTags: ['Audit'],
      }),
    }),
  });

export const {
  useAdminUsersQuery,
  useUpdateUserMutation,
  useCreateResetLinkMutation,
  useInvitationsQuery,
  useCreateInvitationMutation,
  useRevokeInvitationMutation,
  useAuditLogQuery,
} = adminApi;
