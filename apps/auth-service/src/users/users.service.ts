// Accounts: creation with unique username and e-mail (checked first for a clear message, and
// enforced by the unique indexes when two registrations race), and lookup for sign-in.
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { ADMIN_MESSAGES, AUTH_MESSAGES, type RegistrationMode } from '@diary/contracts';
import { UserEntity } from './user.entity';
import { AlsoWrite, RegistrationRefusal, UsersRepository } from './users.repository';

/** Invitation codes and reset tokens are stored as their sha256, never as they are. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const REFUSALS: Record<RegistrationRefusal, string> = {
  'invite-required': ADMIN_MESSAGES.inviteOnly,
  closed: ADMIN_MESSAGES.closed,
  'invalid-invitation': ADMIN_MESSAGES.invalidInvitation,
  'invitation-email': ADMIN_MESSAGES.invitationForOtherEmail,
};

const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_key: AUTH_MESSAGES.usernameTaken,
  users_email_key: AUTH_MESSAGES.emailTaken,
};

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * username and email must already be normalised (trimmed, lower-cased). Who may sign up: see
   * UsersRepository.register; a refusal is a 403 with its sentence.
   */
  async create(
    input: { username: string; email: string | null; passwordHash: string },
    registration: { mode: RegistrationMode; invite?: string },
    alsoWrite?: AlsoWrite,
  ): Promise<UserEntity> {
    // Only open sign-up says "taken" up front: by invitation or closed, the mode (and invitation) is
    // decided first, so a stranger learns nothing about who has an account (the unique indexes
    // still answer 409 to a valid invitation below).
    if (registration.mode === 'open') {
      const existing = await this.users.takenBy(input.username, input.email);
      if (existing.includes(input.username)) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
      if (existing.length) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    }
    try {
      const invite = registration.invite?.trim();
      const result = await this.users.register(
        { id: randomUUID(), ...input },
        registration.mode,
        invite ? secretHash(invite) : null,
        alsoWrite,
      );
      if ('refused' in result) throw new ForbiddenException(REFUSALS[result.refused]);
      return result.user;
    } catch (err) {
      const constraint =
        err instanceof QueryFailedError ? (err.driverError as { constraint?: string }).constraint : undefined;
      if (constraint && CONSTRAINT_MESSAGES[constraint])
        throw new ConflictException(CONSTRAINT_MESSAGES[constraint]);
      throw err;
    }
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findByUsername(username);
  }
}
