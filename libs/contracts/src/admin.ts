// Running it for a team: who may sign up, the administrator's routes and their answers.
import type { OidcInfo } from './oidc';

/** Who may sign up (REGISTRATION): anyone, holders of an invitation code, or nobody but those. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/auth/registration: how sign-up works here, for the register form. */
export interface RegistrationInfo {
  registration: RegistrationMode;
  /** Sign in with your organisation; absent when not configured (see oidc.ts). */
  oidc?: OidcInfo;
}

/** GET /api/admin/users: one account, with counts only (never a note or a summary). */
export interface AdminUser {
  id: string;
  username: string;
  /** Null for an account made by sign-in with an organisation without a verified e-mail. */
  email: string | null;
  role: UserRole;
  createdAt: string;
  /** The latest use of any of the user's sessions (null: never signed in since it was recorded). */
  lastSeenAt: string | null;
  disabled: boolean;
  /** How many work sessions the user has in the diary (null while the diary cannot be asked). */
  records: number | null;
}

/** PATCH /api/admin/users/{id}. */
export interface AdminUpdateUserRequest {
  disabled?: boolean;
  role?: UserRole;
}

/** POST /api/admin/users/{id}/password-reset: a one-time link to hand over. */
export interface PasswordResetLink {
  /** Absolute with PUBLIC_ORIGIN set; otherwise relative to the site's root (never the request's Host). */
  url: string;
  expiresAt: string;
}

/** POST /api/admin/invitations. */
export interface CreateInvitationRequest {
  email?: string;
}

/** The answer to POST /api/admin/invitations: the code is shown this once (it is stored hashed). */
export interface CreatedInvitation {
  id: string;
  code: string;
  /** Like PasswordResetLink.url: absolute only with PUBLIC_ORIGIN set. */
  url: string;
  email: string | null;
  expiresAt: string;
}

/** GET /api/admin/invitations: every invitation, without its code. */
export interface InvitationSummary {
  id: string;
  email: string | null;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
  usedAt: string | null;
  usedBy: string | null;
  /** Withdrawn by an administrator before it was used. */
  revoked: boolean;
}

export const AUDIT_ACTIONS = [
  'user.disabled',
  'user.enabled',
  'user.made-admin',
  'user.made-user',
  'password-reset.created',
  'password-reset.used',
  /** A reset link was used on an account with two-factor sign-in: it is off now. */
  'two-factor.cleared',
  'invitation.created',
  'invitation.revoked',
  'invitation.used',
  'oidc.linked',
  'oidc.unlinked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit: who did what to whom, and when (newest first). */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string | null;
  action: AuditAction;
  target: string | null;
}

/** POST /api/auth/password-reset: sets a new password with a one-time link's token. */
export interface PasswordResetRequest {
  token: string;
  password: string;
}

/** The register form's ?invite= parameter, and the reset page's ?token=. */
export const INVITE_PARAM = 'invite';
export const RESET_TOKEN_PARAM = 'token';
/** Where the links point (web routes). */
export const REGISTER_PATH = '/auth/register';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

export const ADMIN_MESSAGES = {
  inviteOnly: 'Registration is by invitation only.',
  closed: 'Registration is closed.',
  invalidInvitation: 'This invitation is not valid: it was used already, withdrawn or has expired.',
  invitationForOtherEmail: 'This invitation is for another e-mail address.',
  disabled: 'This account is disabled.',
  adminOnly: 'Only an administrator can do this.',
  tokenNotForAdmin: 'Personal API tokens cannot use the administration routes.',
  lastAdmin:
    'The last administrator cannot be demoted or disabled. Make another user an administrator first.',
  lastAdminCannotDelete:
    'You are the last administrator, so this account cannot be deleted. Make another user an administrator first.',
  userNotFound: 'There is no such user.',
  invitationNotFound: 'There is no such invitation.',
  invalidResetLink:
    'This password-reset link is not valid: it was used already or has expired. Ask your administrator for a new one.',
  nothingToChange: 'Send disabled (true or false) or role ("admin" or "user").',
  disabledMustBeBoolean: 'disabled must be true or false.',
  roleInvalid: 'role must be "admin" or "user".',
  invalidEmail: 'Please enter a valid email address',
} as const;
