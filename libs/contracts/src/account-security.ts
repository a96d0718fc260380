// Account security (contract, "Account security"): password change, device sessions, two-factor
// sign-in, personal API tokens.

/** One signed-in device, as GET /api/auth/sessions lists it. */
export interface DeviceSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  /** The session that made this request. */
  current: boolean;
}

export interface TwoFactorSetup {
  /** Base32 secret, for typing into an authenticator app. */
  secret: string;
  /** otpauth://totp/… URI, for the QR code. */
  otpauthUrl: string;
}

export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

/** What POST /api/auth/login answers when the account has two-factor sign-in on (no cookie yet). */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** Every personal API token starts with this, so that it is recognisable (and found by secret scanners). */
export const API_TOKEN_PREFIX = 'wdt_';
export const API_TOKEN_NAME_MAX_LENGTH = 100;
export const API_TOKENS_PER_USER_MAX = 50;
export const RECOVERY_CODE_COUNT = 10;

export interface ApiTokenSummary {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
}

/** POST /api/auth/tokens: the token itself is shown this once. */
export interface CreatedApiToken extends ApiTokenSummary {
  token: string;
}

export const SECURITY_MESSAGES = {
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordIncorrect: 'Password is incorrect.',
  commonPassword: 'This password is one of the most common passwords. Please choose another.',
  invalidCode: 'That code is not valid. Check the time on your device and try again.',
  invalidChallenge: 'This sign-in has expired. Please enter your username and password again.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  noSetup: 'Start the two-factor setup first; it expires after 10 minutes.',
  sessionNotFound: 'There is no such session.',
  tokenNotFound: 'There is no such token.',
  tokenName: `Token name must be 1 to ${API_TOKEN_NAME_MAX_LENGTH} characters.`,
  tokenScope: 'Token scope must be "read" or "write".',
  tooManyTokens: `You can have at most ${API_TOKENS_PER_USER_MAX} tokens. Revoke one first.`,
  readOnlyToken: 'This API token can only read.',
  tokenCannotManage:
    'API tokens cannot manage tokens, sessions, the password, two-factor sign-in or the account.',
} as const;
