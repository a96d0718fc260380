// The sentence for an organisation sign-in error code from the query string (OIDC_ERROR_MESSAGES
// in the contracts, word for word in English), in the reader's language; an unknown code still
// reads as a sentence.
import type { OidcErrorCode } from '@diary/contracts';
import { tKey } from '../../lib/i18n/t-key';

const KEYS: Record<OidcErrorCode, string> = {
  state: tKey('security:oidcErrors.state'),
  denied: tKey('security:oidcErrors.denied'),
  refused: tKey('security:oidcErrors.refused'),
  unavailable: tKey('security:oidcErrors.unavailable'),
  disabled: tKey('security:oidcErrors.disabled'),
  'invite-required': tKey('security:oidcErrors.inviteRequired'),
  'invalid-invitation': tKey('security:oidcErrors.invalidInvitation'),
  'invitation-email': tKey('security:oidcErrors.invitationEmail'),
  closed: tKey('security:oidcErrors.closed'),
  'linked-elsewhere': tKey('security:oidcErrors.linkedElsewhere'),
  'already-linked': tKey('security:oidcErrors.alreadyLinked'),
  'not-configured': tKey('security:oidcErrors.notConfigured'),
  throttled: tKey('security:oidcErrors.throttled'),
};

export const oidcErrorKey = (code: string): string =>
  (KEYS as Record<string, string | undefined>)[code] ?? tKey('security:oidcErrors.unknown');
