import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An account. username and email are stored lower-cased; each is unique (users_username_key, users_email_key). */
@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  /** Null for an account made by sign-in with an organisation whose e-mail was not verified. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /**
   * argon2id PHC string; never leaves this service. Empty for an account made by sign-in with an
   * organisation: no password matches it (PasswordHasher.verify).
   */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** Base32 TOTP secret while two-factor sign-in is on (it must be readable to check codes). */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret: string | null;

  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null;

  /** 'admin' or 'user' (the first account of an instance is its administrator). */
  @Column({ type: 'varchar', length: 5, default: 'user' })
  role: 'admin' | 'user';

  /** Set while an administrator has disabled the account: no sign-in, no session. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
