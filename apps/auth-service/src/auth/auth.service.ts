// Registration, sign-in (with a second factor when it is on), sign-out and password change.
// Passwords are hashed with argon2id and never logged or returned.
import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  AuthUser,
  OIDC_MESSAGES,
  SECURITY_MESSAGES,
  TwoFactorChallenge,
} from '@diary/contracts';
import { CONFIG, REDIS, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { UsersService } from '../users/users.service';
import { UsersRepository } from '../users/users.repository';
import { IssuedSession, SessionClient, SessionsService } from '../sessions/sessions.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { IssueCondition } from '../sessions/user-lock';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { RegistrationThrottle } from './registration-throttle';
import { ChangePasswordDto, LoginDto, RegisterDto } from './auth.dto';
import { LoginTwoFactorDto } from '../two-factor/two-factor.dto';

export interface SignedIn {
  user: AuthUser;
  session: IssuedSession;
}

/** How long the password step of a two-factor sign-in stays good for the code step. */
const CHALLENGE_SECONDS = 300;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly userRecords: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly registrations: RegistrationThrottle,
    private readonly twoFactor: TwoFactorService,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Throttled per address (every attempt that passes validation counts, taken or not). */
  async register(dto: RegisterDto, client: SessionClient & { ip: string }): Promise<SignedIn> {
    // OIDC_ONLY: accounts come from the organisation's provider (oidc/).
    if (this.config.OIDC_ONLY) throw new ForbiddenException(OIDC_MESSAGES.passwordOff);
    await this.registrations.count(client.ip);
    const passwordHash = await this.hasher.hash(dto.password);
    const user = await this.users.create(
      { username: dto.username, email: dto.email, passwordHash },
      { mode: this.config.REGISTRATION, invite: dto.invite },
    );
    const session = await this.issue(user, client, { passwordHash });
    return { user: { id: user.id, username: user.username, email: user.email ?? undefined }, session };
  }

  /**
   * Throttled per username and per address: at the limit even the right password gets 429. With
   * two-factor sign-in on, the right password earns a challenge (no session) for login2fa.
   */
  async login(dto: LoginDto, client: SessionClient & { ip: string }): Promise<SignedIn | TwoFactorChallenge> {
    await this.throttle.check(dto.username, client.ip);
    const user = await this.users.findByUsername(dto.username);
    const ok = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(dto.username, client.ip);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    // Said only to whoever knows the password.
    if (user.disabledAt) throw new ForbiddenException(ADMIN_MESSAGES.disabled);
    // OIDC_ONLY keeps the password for administrators, so a broken provider never locks the instance.
    if (this.config.OIDC_ONLY && user.role !== 'admin')
      throw new ForbiddenException(OIDC_MESSAGES.passwordOff);
    if (user.totpSecret) {
      const challenge = randomBytes(32).toString('base64url');
      await this.redis.set(this.challengeKey(challenge), user.id, 'EX', CHALLENGE_SECONDS);
      return { twoFactorRequired: true, challenge };
    }
    await this.throttle.recordSuccess(dto.username);
    const session = await this.issue(user, client, { passwordHash: user.passwordHash });
    return { user: { id: user.id, username: user.username }, session };
  }

  /** The code step: a wrong code counts as a failed sign-in; the challenge is used up on success. */
  async login2fa(dto: LoginTwoFactorDto, client: SessionClient & { ip: string }): Promise<SignedIn> {
    const key = this.challengeKey(dto.challenge);
    const userId = await this.redis.get(key);
    const user = userId ? await this.userRecords.findById(userId) : null;
    if (!user?.totpSecret) throw new UnauthorizedException(SECURITY_MESSAGES.invalidChallenge);
    if (user.disabledAt) throw new ForbiddenException(ADMIN_MESSAGES.disabled);
    await this.throttle.check(user.username, client.ip);
    if (!(await this.twoFactor.verify(user.id, user.totpSecret, dto.code))) {
      await this.throttle.recordFailure(user.username, client.ip);
      throw new UnauthorizedException(SECURITY_MESSAGES.invalidCode);
    }
    // One sign-in per challenge, even when two requests with right codes race.
    if ((await this.redis.del(key)) !== 1)
      throw new UnauthorizedException(SECURITY_MESSAGES.invalidChallenge);
    await this.throttle.recordSuccess(user.username);
    const session = await this.issue(user, client, { passwordHash: user.passwordHash });
    return { user: { id: user.id, username: user.username }, session };
  }

  /**
   * The session for a sign-in that passed its checks, written only if the account still allows it
   * when it is written (not disabled or deleted meanwhile, password unchanged since it was checked);
   * otherwise the same answer as a wrong password, since the password checked is no longer the one.
   */
  private async issue(
    user: { id: string; username: string },
    client: SessionClient,
    condition: IssueCondition,
  ): Promise<IssuedSession> {
    const session = await this.sessions.start(user, client, condition);
    if (!session) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return session;
  }

  private challengeKey(challenge: string) {
    return redisKey(this.config, `2fa-challenge:${createHash('sha256').update(challenge).digest('hex')}`);
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId);
  }

  async me(user: { id: string; username: string }): Promise<AuthUser> {
    const record = await this.userRecords.findById(user.id);
    if (!record) throw new UnauthorizedException('You are not signed in.');
    return {
      id: record.id,
      username: record.username,
      twoFactorEnabled: record.totpSecret !== null,
      role: record.role,
    };
  }

  /**
   * Checks the password of a signed-in user (for password change and turning two-factor off).
   * Wrong guesses count toward the sign-in throttle, so a stolen session cannot brute-force it.
   */
  async checkPassword(user: { id: string }, password: string, ip: string, message: string) {
    const record = await this.userRecords.findById(user.id);
    if (!record) throw new UnauthorizedException('You are not signed in.');
    await this.throttle.check(record.username, ip);
    if (!(await this.hasher.verify(record.passwordHash, password))) {
      await this.throttle.recordFailure(record.username, ip);
      throw new BadRequestException(message);
    }
    return record;
  }

  /** Sets the new password and ends every other session of the user at once. */
  async changePassword(
    user: { id: string; sessionId: string },
    dto: ChangePasswordDto,
    ip: string,
  ): Promise<void> {
    await this.checkPassword(user, dto.currentPassword, ip, SECURITY_MESSAGES.currentPasswordIncorrect);
    await this.userRecords.setPasswordHash(user.id, await this.hasher.hash(dto.newPassword));
    await this.sessions.endOthers(user.id, user.sessionId);
  }
}
