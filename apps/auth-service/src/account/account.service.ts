// Deleting an account: the password is checked, every session of the user is ended through the one
// revocation path (SessionRevoker: cache keys gone, sockets closed on every gateway), then the user's
// auth rows go and the user.deleted event is written in one transaction, and the relay is kicked.
import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionRevoker } from '../sessions/session-revoker';
import { AccountRepository } from './account.repository';
import { UserDeletionRelay } from './user-deletion.relay';

@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly revoker: SessionRevoker,
    private readonly relay: UserDeletionRelay,
  ) {}

  /** false when the password is wrong (nothing changes then). */
  async delete(userId: string, password: string): Promise<boolean> {
    const hash = await this.accounts.passwordHash(userId);
    if (!(await this.hasher.verify(hash ?? undefined, password))) return false;
    await this.revoker.revoke({ userId });
    const lateSessions = await this.accounts.deleteUser(userId);
    // A sign-in that slipped in between the two steps: its record went with the user; its cache
    // key must go too, and every service must forget it, or they would accept it until it expires.
    await this.revoker.forgetCached(lateSessions.map((id) => ({ id, userId })));
    this.relay.kick();
    return true;
  }
}
