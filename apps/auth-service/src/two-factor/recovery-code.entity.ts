import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A one-time two-factor recovery code: only its sha256 is kept; used once, then usedAt is set. */
@Entity('recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
