import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The unsaved note text of one user and day, kept so that other devices see it. */
@Entity('draft_notes')
export class DraftNoteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** yyyy-MM-dd */
  @PrimaryColumn({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
