// Accounts: creation with unique username and e-mail (checked first for a clear message, and
// enforced by the unique indexes when two registrations race), and lookup for sign-in.
import { ConflictException, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { AUTH_MESSAGES } from '@diary/contracts';
import { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_key: AUTH_MESSAGES.usernameTaken,
  users_email_key: AUTH_MESSAGES.emailTaken,
};

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** username and email must already be normalised (trimmed, lower-cased). */
  async create(input: { username: string; email: string; passwordHash: string }): Promise<UserEntity> {
    const existing = await this.users.takenBy(input.username, input.email);
    if (existing.includes(input.username)) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
    if (existing.length) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    try {
      return await this.users.insert({ id: randomUUID(), ...input });
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
