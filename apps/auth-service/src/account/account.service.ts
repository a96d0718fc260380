// Deleting an account: the password is checked (wrong guesses count toward the sign-in throttle, so
// the route is no password oracle), the last administrator is refused, every session and API token
// of the user is ended through the one revocation path (SessionRevoker: cache keys gone, sockets
// closed on every gateway), then the user's auth rows go and the user.deleted event is written in
// one transaction, and the relay is kicked.
import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@diary/contracts';
import { PasswordHasher } from '../auth/password-hasher';
import { LoginThrottle } from '../auth/login-throttle';
import { SessionRevoker } from '../sessions/session-revoker';
import { AccountRepository } from './account.repository';
import { UserDeletionRelay } from './user-deletion.relay';

export const WRONG_PASSWORD = 'The password is not right.';

@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly revoker: SessionRevoker,
    private readonly relay: UserDeletionRelay,
  ) {}

  /** 400 when the password is wrong, 429 at the sign-in throttle's limit, 409 for the last administrator. */
  async delete(userId: string, password: string, ip: string): Promise<void> {
    const profile = await this.accounts.profile(userId);
    if (!profile) throw new UnauthorizedException('You are not signed in.');
    await this.throttle.check(profile.username, ip);
    const hash = await this.accounts.passwordHash(userId);
    if (!(await this.hasher.verify(hash ?? undefined, password))) {
      await this.throttle.recordFailure(profile.username, ip);
      throw new BadRequestException(WRONG_PASSWORD);
    }
    if (await this.accounts.isLastAdmin(userId))
      throw new ConflictException(ADMIN_MESSAGES.lastAdminCannotDelete);
    await this.revoker.revoke({ userId, tokens: true });
    const late = await this.accounts.deleteUser(userId);
    // Made the last administrator meanwhile (another one left): signed out, but the account stays.
    if (late === 'last-admin') throw new ConflictException(ADMIN_MESSAGES.lastAdminCannotDelete);
    // A sign-in or token that slipped in between the two steps: its record went with the user; its
    // cache key must go too, and every service must forget it, or they would accept it until it expires.
    await this.revoker.forgetTokens(late.tokenHashes);
    await this.revoker.forgetCached(late.sessionIds.map((id) => ({ id, userId })));
    this.relay.kick();
  }
}
