import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SealedEnvelope } from '@diary/contracts';

/** A timestamped note written during (or added to) a work record; deleted with its record. */
@Entity('work_notes')
export class WorkNoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'work_record_id', type: 'uuid' })
  workRecordId: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'timestamptz' })
  timestamp: Date;

  /** When its text was last edited; null for a note never edited. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  /** A sealed note's envelope (encrypted in the browser; content is then ''); null when open. */
  @Column({ type: 'jsonb', nullable: true })
  sealed: SealedEnvelope | null;

  /** The change version (search index order); set on every write. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
