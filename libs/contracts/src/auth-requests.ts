// Request bodies of the auth service's routes (/api/auth, /api/user-settings). Usernames and e-mail
// addresses are trimmed and lower-cased by the service; any field not listed here is stripped.
import type { ApiTokenScope } from './account-security';
import type { UserSettings } from './auth';

/** POST /api/auth/register */
export interface RegisterRequest {
  username: string;
  password: string;
  email: string;
  /** An invitation code (needed when REGISTRATION is invite or closed). */
  invite?: string;
}

/** POST /api/auth/login */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/auth/login/2fa: the second step of a sign-in with two-factor sign-in on. */
export interface LoginTwoFactorRequest {
  challenge: string;
  /** A current 6-digit code, or an unused recovery code. */
  code: string;
}

/** POST /api/auth/password */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** A code from the authenticator app (or a recovery code, at sign-in). */
export interface TwoFactorCodeRequest {
  code: string;
}

/**
 * POST /api/auth/2fa/enable: a code proving the setup worked, and the password (a stolen session
 * alone cannot turn two-factor on and lock the owner out).
 */
export interface TwoFactorEnableRequest extends TwoFactorCodeRequest {
  password: string;
}

/** POST /api/auth/2fa/disable */
export interface TwoFactorDisableRequest {
  password: string;
}

/** POST /api/auth/tokens */
export interface CreateApiTokenRequest {
  name: string;
  scope: ApiTokenScope;
}

/** DELETE /api/auth/account */
export interface DeleteAccountRequest {
  password: string;
}

/**
 * POST /api/user-settings (and the internal settings route): any subset of the settings. A blank
 * customInstructions is stored as null.
 */
export type UpdateUserSettingsRequest = Partial<UserSettings>;
