import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ApiTokenScope } from '@diary/contracts';

/** A personal API token: only the sha256 of the token is kept. */
@Entity('api_tokens')
export class ApiTokenEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 5 })
  scope: ApiTokenScope;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
