// Why a sign-in with the provider did not happen; the callback turns it into a sentence on the
// sign-in page (OIDC_ERROR_MESSAGES), never a stack or a blank page.
import type { OidcErrorCode } from '@diary/contracts';

export class OidcFailure extends Error {
  constructor(readonly code: OidcErrorCode) {
    super(`OpenID Connect sign-in failed: ${code}`);
  }
}
