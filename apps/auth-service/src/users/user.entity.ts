import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An account. username and email are stored lower-cased; each is unique (users_username_key, users_email_key). */
@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id PHC string; never leaves this service. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
