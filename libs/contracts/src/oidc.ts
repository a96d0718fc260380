// Sign in with your organisation (OpenID Connect): the routes, the public settings the sign-in page
// reads, and the sentences a failed sign-in or link comes back with (by code, in the page's query).

/** Full-page navigations (not fetches): the browser goes on to the provider from here. */
export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** Query parameter of OIDC_START_PATH carrying an invitation code through the provider's pages. */
export const OIDC_INVITE_PARAM = 'invite';
/** Query parameter of the sign-in page (and of Settings after a link) naming what went wrong. */
export const OIDC_ERROR_PARAM = 'oidcError';
/** Query parameter of Settings after a provider identity was linked. */
export const OIDC_LINKED_PARAM = 'oidcLinked';
/** The sign-in page's query parameter that shows the password form when OIDC_ONLY hides it. */
export const ADMIN_SIGN_IN_PARAM = 'admin';

/** Part of GET /api/auth/registration when a provider is configured (absent otherwise). */
export interface OidcInfo {
  /** "Sign in with {label}". */
  label: string;
  /** OIDC_ONLY: password sign-in and registration are for administrators only. */
  only: boolean;
}

/** GET /api/auth/oidc/link: whether the signed-in account has a provider identity. */
export interface OidcLinkStatus {
  linked: boolean;
  /** An account created by the provider has no password: it cannot unlink (it would be locked out). */
  hasPassword: boolean;
}

/** POST /api/auth/oidc/link {password}: where the browser goes next to link the identity. */
export interface OidcLinkStart {
  url: string;
}

export const OIDC_ERROR_CODES = [
  'state',
  'denied',
  'refused',
  'unavailable',
  'disabled',
  'invite-required',
  'invalid-invitation',
  'invitation-email',
  'closed',
  'linked-elsewhere',
  'already-linked',
  'not-configured',
  'throttled',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

export const OIDC_ERROR_MESSAGES: Record<OidcErrorCode, string> = {
  state: 'That sign-in link has expired or was opened in another browser. Please start again.',
  denied: 'The sign-in was cancelled at your organisation’s sign-in page.',
  refused:
    'Your organisation’s sign-in could not be verified (the answer was expired, replayed or not meant for this site). Please try again.',
  unavailable: 'Your organisation’s sign-in page cannot be reached right now. Please try again later.',
  disabled: 'This account has been disabled by an administrator.',
  'invite-required':
    'This instance is invite-only: open your invitation link, then sign in with your organisation.',
  'invalid-invitation': 'That invitation is not valid: it has expired, was withdrawn or was used already.',
  'invitation-email': 'That invitation was made for another e-mail address.',
  closed: 'Registration is closed on this instance: ask an administrator for an invitation.',
  'linked-elsewhere': 'That identity is already linked to another account here.',
  'already-linked': 'This account is already linked to another identity of your organisation.',
  'not-configured': 'Sign-in with an organisation is not set up on this instance.',
  throttled: 'Too many failed sign-in attempts. Please try again in a few minutes.',
};

/** Answers of the JSON routes (password sign-in under OIDC_ONLY, linking and unlinking). */
export const OIDC_MESSAGES = {
  passwordOff: 'Password sign-in is turned off here: sign in with your organisation.',
  alreadyLinked: 'This account is already linked to an identity of your organisation.',
  apiToken: 'Linking an identity needs a signed-in session, not an API token.',
  notLinked: 'This account is not linked to your organisation.',
  noPassword: 'This account has no password, so it cannot be unlinked from your organisation.',
  wrongPassword: 'Password is incorrect.',
} as const;

/** The sentence for an error code from the query string; an unknown code still reads as a sentence. */
export const oidcErrorMessage = (code: string): string =>
  (OIDC_ERROR_CODES as readonly string[]).includes(code)
    ? OIDC_ERROR_MESSAGES[code as OidcErrorCode]
    : 'Signing in with your organisation did not work. Please try again.';
