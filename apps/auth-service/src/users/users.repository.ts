// All SQL of users: creation, look-ups by username, e-mail and id, the password hash.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserEntity } from './user.entity';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** The usernames of accounts that already have this username or e-mail. */
  async takenBy(username: string, email: string): Promise<string[]> {
    const rows = await this.users.find({ where: [{ username }, { email }], select: ['username'] });
    return rows.map((u) => u.username);
  }

  /** Inserts the account; a unique index violation (a race) is the caller's to map. */
  insert(fields: Pick<UserEntity, 'id' | 'username' | 'email' | 'passwordHash'>): Promise<UserEntity> {
    return this.users.save(this.users.create(fields));
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { username } });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id } });
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }
}
