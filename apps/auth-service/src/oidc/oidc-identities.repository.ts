// All SQL of provider identities: issuer + subject → account, linked and unlinked with an audit row
// in the same transaction. An identity is found by issuer and subject only, never by e-mail.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface Identity {
  issuer: string;
  subject: string;
}

/** Why a link was not written. */
export type LinkRefusal = 'linked-elsewhere' | 'already-linked';

@Injectable()
export class OidcIdentitiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async userIdOf({ issuer, subject }: Identity): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT user_id AS "userId" FROM oidc_identities WHERE issuer = $1 AND subject = $2`,
      [issuer, subject],
    );
    return row?.userId ?? null;
  }

  async isLinked(userId: string, issuer: string): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT 1 FROM oidc_identities WHERE user_id = $1 AND issuer = $2`,
      [userId, issuer],
    );
    return Boolean(row);
  }

  /** For a new account, inside its registration's transaction (UsersRepository.register). */
  async insert(em: EntityManager, userId: string, identity: Identity): Promise<void> {
    await em.query(`INSERT INTO oidc_identities (issuer, subject, user_id) VALUES ($1, $2, $3)`, [
      identity.issuer,
      identity.subject,
      userId,
    ]);
  }

  /** Links an existing account; refused when the identity or the account is linked already. */
  link(user: { id: string; username: string }, identity: Identity): Promise<LinkRefusal | null> {
    return this.dataSource.transaction(async (em) => {
      const [inserted] = await em.query(
        `INSERT INTO oidc_identities (issuer, subject, user_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [identity.issuer, identity.subject, user.id],
      );
      if (!inserted) {
        const [owner] = await em.query(
          `SELECT user_id AS "userId" FROM oidc_identities WHERE issuer = $1 AND subject = $2`,
          [identity.issuer, identity.subject],
        );
        if (owner && owner.userId !== user.id) return 'linked-elsewhere';
        return 'already-linked';
      }
      await this.audit(em, user, 'oidc.linked');
      return null;
    });
  }

  /** Unlinks the account's identity of this issuer; false when it had none. */
  unlink(user: { id: string; username: string }, issuer: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const [rows] = await em.query(
        `DELETE FROM oidc_identities WHERE user_id = $1 AND issuer = $2 RETURNING 1`,
        [user.id, issuer],
      );
      if (!rows?.length) return false;
      await this.audit(em, user, 'oidc.unlinked');
      return true;
    });
  }

  private async audit(em: EntityManager, user: { id: string; username: string }, action: string) {
    await em.query(
      `INSERT INTO audit_log (actor_id, actor_name, action, target_id, target_name) VALUES ($1, $2, $3, $1, $2)`,
      [user.id, user.username, action],
    );
  }
}
