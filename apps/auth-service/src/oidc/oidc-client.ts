// The relying party: discovery from OIDC_ISSUER (kept once it worked, retried after a failure),
// the authorization URL (code flow with PKCE, state and nonce) and the code exchange, through
// openid-client, which checks the ID token's signature, issuer, audience, expiry and nonce.
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { OIDC_CALLBACK_PATH } from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import { AuthConfig } from '../config';
import { OidcFailure } from './oidc-failure';

/** What the browser's flow keeps between the start and the callback (see OidcFlowStore). */
export interface FlowChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** The claims an account is made from. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  claims: oidc.IDToken & Record<string, unknown>;
}

@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);
  private configuration?: Promise<oidc.Configuration>;

  constructor(@Inject(CONFIG) private readonly config: AuthConfig) {}

  /** {PUBLIC_ORIGIN}/api/auth/oidc/callback: registered at the provider as is. */
  get redirectUri(): string {
    return new URL(OIDC_CALLBACK_PATH, this.config.PUBLIC_ORIGIN[0]).href;
  }

  private discover(): Promise<oidc.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = this.config;
    if (!OIDC_ISSUER || !OIDC_CLIENT_ID) throw new OidcFailure('not-configured');
    this.configuration ??= (async () => {
      const issuer = new URL(OIDC_ISSUER);
      try {
        return await oidc.discovery(
          issuer,
          OIDC_CLIENT_ID,
          OIDC_CLIENT_SECRET,
          undefined,
          // Config allows plain http only for a provider on this machine (see config.ts).
          issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
      } catch (err) {
        this.configuration = undefined;
        this.logger.warn(`discovery from ${OIDC_ISSUER} failed: ${(err as Error).message}`);
        throw new OidcFailure('unavailable');
      }
    })();
    return this.configuration;
  }

  async authorizationUrl(checks: FlowChecks): Promise<string> {
    const configuration = await this.discover();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid profile email',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    }).href;
  }

  /** Exchanges the code of the callback URL; every refusal becomes an OidcFailure with its reason. */
  async exchange(callbackUrl: URL, checks: FlowChecks): Promise<ProviderIdentity> {
    const configuration = await this.discover();
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcFailure('refused');
      return { issuer: new URL(claims.iss).href, subject: claims.sub, claims };
    } catch (err) {
      if (err instanceof OidcFailure) throw err;
      const error = (err as { error?: unknown }).error;
      if (error === 'access_denied') throw new OidcFailure('denied');
      const unreachable = err instanceof TypeError || (err as { cause?: unknown }).cause instanceof TypeError;
      this.logger.warn(`sign-in with ${this.config.OIDC_ISSUER} refused: ${(err as Error).message}`);
      throw new OidcFailure(unreachable ? 'unavailable' : 'refused');
    }
  }
}
