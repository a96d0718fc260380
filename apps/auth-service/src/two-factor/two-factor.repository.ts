// SQL of two-factor sign-in: the TOTP secret on the account and its one-time recovery codes (hashed).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Turns two-factor sign-in on with the secret, replacing any recovery codes, in one transaction. */
  async enable(userId: string, secret: string, codeHashes: string[]): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`UPDATE users SET totp_secret = $2, two_factor_enabled_at = now() WHERE id = $1`, [
        userId,
        secret,
      ]);
      await m.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      for (const hash of codeHashes)
        await m.query(`INSERT INTO recovery_codes (id, user_id, code_hash) VALUES ($1, $2, $3)`, [
          randomUUID(),
          userId,
          hash,
        ]);
    });
  }

  async disable(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`UPDATE users SET totp_secret = NULL, two_factor_enabled_at = NULL WHERE id = $1`, [
        userId,
      ]);
      await m.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    });
  }

  /** Uses an unused recovery code of the user, at most once even when two requests race. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const [rows] = (await this.db.query(
      `UPDATE recovery_codes SET used_at = now()
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [userId, codeHash],
    )) as [unknown[], number];
    return rows.length === 1;
  }
}
