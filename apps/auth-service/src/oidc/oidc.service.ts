// Sign in with your organisation: a first sign-in makes the account under the REGISTRATION rules
// (OIDC_AUTO_REGISTER lets the provider's users in without an invitation), later ones find it by
// issuer + subject; the session is the one a password sign-in gets (SessionsService.start).
// A password account links its identity only after its password; never by e-mail alone.
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import {
  EMAIL_MAX_LENGTH,
  OIDC_ERROR_MESSAGES,
  OIDC_MESSAGES,
  type OidcInfo,
  type OidcLinkStatus,
} from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import { AuthConfig, oidcEnabled } from '../config';
import { AuthService, SignedIn } from '../auth/auth.service';
import { LoginThrottle } from '../auth/login-throttle';
import { RetryLaterException } from '../auth/retry-later.exception';
import { SessionClient, SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { secretHash } from '../users/users.service';
import { OidcClient, ProviderIdentity } from './oidc-client';
import { OidcFailure } from './oidc-failure';
import { Flow, FlowIntent, OidcFlowStore } from './oidc-flow.store';
import { OidcIdentitiesRepository } from './oidc-identities.repository';
import { baseUsername, usernameCandidates } from './oidc-username';

export type CallbackOutcome = { kind: 'signed-in'; signedIn: SignedIn } | { kind: 'linked' };

type Client = SessionClient & { ip: string };

/** Names tried before giving up on a free one (a random suffix is the last resort). */
const USERNAME_TRIES = 20;

@Injectable()
export class OidcService {
  constructor(
    private readonly client: OidcClient,
    private readonly flows: OidcFlowStore,
    private readonly identities: OidcIdentitiesRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  /** For the sign-in page; null when no provider is configured. */
  info(): OidcInfo | null {
    return oidcEnabled(this.config) ? { label: this.config.OIDC_LABEL, only: this.config.OIDC_ONLY } : null;
  }

  /** Begins a flow; the caller keeps `state` in the browser's cookie and sends it to `url`. */
  async start(intent: FlowIntent): Promise<{ url: string; state: string }> {
    if (!oidcEnabled(this.config)) throw new OidcFailure('not-configured');
    const flow = await this.flows.begin(intent);
    return { url: await this.client.authorizationUrl(flow), state: flow.state };
  }

  /**
   * The provider's redirect back. `cookieState` is the state this browser started with. Failures
   * count toward the address's sign-in throttle (a guesser of codes or states gets 429s).
   */
  async callback(
    callbackUrl: URL,
    cookieState: string | undefined,
    client: Client,
  ): Promise<{ outcome: CallbackOutcome } | { failure: OidcFailure; intent?: FlowIntent }> {
    const throttleName = `@oidc:${client.ip}`;
    let flow: Flow | null = null;
    try {
      await this.throttle.check(throttleName, client.ip);
      const state = callbackUrl.searchParams.get('state');
      if (!state || state !== cookieState) throw new OidcFailure('state');
      flow = await this.flows.take(state);
      if (!flow) throw new OidcFailure('state');
      const identity = await this.client.exchange(callbackUrl, flow);
      return { outcome: await this.finish(flow.intent, identity, client) };
    } catch (err) {
      if (err instanceof RetryLaterException) return { failure: new OidcFailure('throttled') };
      if (!(err instanceof OidcFailure)) throw err;
      if (err.code === 'state' || err.code === 'refused')
        await this.throttle.recordFailure(throttleName, client.ip);
      return { failure: err, intent: flow?.intent };
    }
  }

  private async finish(
    intent: FlowIntent,
    identity: ProviderIdentity,
    client: Client,
  ): Promise<CallbackOutcome> {
    if (intent.kind === 'link') {
      const user = await this.users.findById(intent.userId);
      if (!user || user.disabledAt) throw new OidcFailure('disabled');
      const refusal = await this.identities.link(user, identity);
      if (refusal) throw new OidcFailure(refusal);
      return { kind: 'linked' };
    }
    const userId = await this.identities.userIdOf(identity);
    const user = userId ? await this.users.findById(userId) : await this.register(identity, intent.invite);
    if (!user) throw new OidcFailure('refused');
    if (user.disabledAt) throw new OidcFailure('disabled');
    // Two-factor is the provider's business for this sign-in: no TOTP step here.
    // The session is written under the user's row lock and refused if a disable won the race.
    const session = await this.sessions.start(user, client);
    if (!session) throw new OidcFailure('disabled');
    return { kind: 'signed-in', signedIn: { user: { id: user.id, username: user.username }, session } };
  }

  /** A new account for a new identity, written with its identity row in one transaction. */
  private async register(identity: ProviderIdentity, invite: string | undefined): Promise<UserEntity> {
    const mode = this.config.OIDC_AUTO_REGISTER ? 'open' : this.config.REGISTRATION;
    const email = await this.verifiedFreeEmail(identity.claims);
    const username = await this.freeUsername(baseUsername(identity.claims));
    try {
      const result = await this.users.register(
        { id: randomUUID(), username, email, passwordHash: '' },
        mode,
        invite ? secretHash(invite) : null,
        (em, user) => this.identities.insert(em, user.id, identity),
      );
      if ('refused' in result) throw new OidcFailure(result.refused);
      return result.user;
    } catch (err) {
      // Two first sign-ins of one identity raced, or a name was taken meanwhile: the winner stands.
      if (err instanceof QueryFailedError) {
        const userId = await this.identities.userIdOf(identity);
        const user = userId ? await this.users.findById(userId) : null;
        if (user) return user;
        throw new OidcFailure('unavailable');
      }
      throw err;
    }
  }

  /** The e-mail only when the provider verified it, and not when another account here has it. */
  private async verifiedFreeEmail(claims: ProviderIdentity['claims']): Promise<string | null> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (claims.email_verified !== true || !email || email.length > EMAIL_MAX_LENGTH || !email.includes('@'))
      return null;
    return (await this.users.takenBy('', email)).length ? null : email;
  }

  private async freeUsername(base: string): Promise<string> {
    let tries = 0;
    for (const name of usernameCandidates(base)) {
      if (!(await this.users.findByUsername(name))) return name;
      if (++tries >= USERNAME_TRIES) break;
    }
    return `${base}-${randomUUID().slice(0, 5)}`;
  }

  async linkStatus(userId: string): Promise<OidcLinkStatus> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(OIDC_MESSAGES.notLinked);
    return {
      linked: await this.identities.isLinked(userId, this.issuer()),
      hasPassword: user.passwordHash !== '',
    };
  }

  /** Checks the password (wrong guesses count toward the throttle), then begins a link flow. */
  async linkStart(user: { id: string; apiToken?: unknown }, password: string, ip: string) {
    if (user.apiToken) throw new ForbiddenException(OIDC_MESSAGES.apiToken);
    await this.auth.checkPassword(user, password, ip, OIDC_MESSAGES.wrongPassword);
    if (await this.identities.isLinked(user.id, this.issuer()))
      throw new ConflictException(OIDC_MESSAGES.alreadyLinked);
    return this.start({ kind: 'link', userId: user.id });
  }

  async unlink(user: { id: string; apiToken?: unknown }): Promise<void> {
    if (user.apiToken) throw new ForbiddenException(OIDC_MESSAGES.apiToken);
    const record = await this.users.findById(user.id);
    if (!record) throw new NotFoundException(OIDC_MESSAGES.notLinked);
    // Without a password the account would have no way in left.
    if (record.passwordHash === '') throw new ConflictException(OIDC_MESSAGES.noPassword);
    if (!(await this.identities.unlink(record, this.issuer())))
      throw new NotFoundException(OIDC_MESSAGES.notLinked);
  }

  /**
   * The issuer identities are stored under, as a normalised URL: discovery checks that the
   * provider's issuer is OIDC_ISSUER and the ID token's `iss` that provider's (OidcClient).
   */
  private issuer(): string {
    if (!this.config.OIDC_ISSUER) throw new NotFoundException(OIDC_ERROR_MESSAGES['not-configured']);
    return new URL(this.config.OIDC_ISSUER).href;
  }
}
