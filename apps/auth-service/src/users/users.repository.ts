// All SQL of users: creation (the first account is the administrator; an invitation is used up in
// the same transaction), look-ups by username, e-mail and id, the password hash.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { RegistrationMode } from '@diary/contracts';
import { UserEntity } from './user.entity';

/** Why a registration was refused (no row was written). */
export type RegistrationRefusal = 'invite-required' | 'closed' | 'invalid-invitation' | 'invitation-email';

export interface NewUser {
  id: string;
  username: string;
  email: string | null;
  passwordHash: string;
}

/** More rows written in the registration's transaction (a provider identity, see oidc/). */
export type AlsoWrite = (em: EntityManager, user: UserEntity) => Promise<void>;

/** Every registration takes this lock, so "is this the first account?" has one answer at a time. */
const REGISTRATION_LOCK = 'users.registration';

@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Inserts the account under the registration lock: the first account of an empty instance is its
   * administrator and needs no invitation; otherwise a valid invitation (hash of its code) is used
   * up, and without one `mode` decides. A unique index violation (a race) is the caller's to map.
   */
  register(
    fields: NewUser,
    mode: RegistrationMode,
    invitationHash: string | null,
    alsoWrite?: AlsoWrite,
  ): Promise<{ user: UserEntity } | { refused: RegistrationRefusal }> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [REGISTRATION_LOCK]);
      const [{ empty }] = await em.query(`SELECT NOT EXISTS (SELECT 1 FROM users) AS empty`);
      let invitation: { id: string; email: string | null } | undefined;
      if (!empty && invitationHash) {
        [invitation] = await em.query(
          `SELECT id, email FROM invitations WHERE code_hash = $1 AND used_at IS NULL
             AND revoked_at IS NULL AND expires_at > now() FOR UPDATE`,
          [invitationHash],
        );
        if (invitation?.email && invitation.email !== fields.email) {
          if (mode !== 'open') return { refused: 'invitation-email' as const };
          invitation = undefined;
        }
        if (!invitation && mode !== 'open') return { refused: 'invalid-invitation' as const };
      }
      if (!empty && !invitation && mode !== 'open')
        return { refused: mode === 'invite' ? ('invite-required' as const) : ('closed' as const) };
      const [user] = await em.query(
        `INSERT INTO users (id, username, email, password_hash, role) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, username, email, role, created_at AS "createdAt"`,
        [fields.id, fields.username, fields.email, fields.passwordHash, empty ? 'admin' : 'user'],
      );
      if (invitation) {
        await em.query(`UPDATE invitations SET used_at = now(), used_by = $2 WHERE id = $1`, [
          invitation.id,
          fields.id,
        ]);
        await em.query(
          `INSERT INTO audit_log (actor_id, actor_name, action, target_id, target_name)
           VALUES ($1, $2, 'invitation.used', $1, $2)`,
          [fields.id, fields.username],
        );
      }
      if (alsoWrite) await alsoWrite(em, user as UserEntity);
      return { user: user as UserEntity };
    });
  }

  /** The usernames of accounts that already have this username or e-mail. */
  async takenBy(username: string, email: string | null): Promise<string[]> {
    const rows = await this.users.find({
      where: email === null ? [{ username }] : [{ username }, { email }],
      select: ['username'],
    });
    return rows.map((u) => u.username);
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
