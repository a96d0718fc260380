import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SummaryMention, SummarySections } from '@diary/contracts';

/** A timed work session of one user; `date` is the client's local day it belongs to. */
@Entity('work_records')
export class WorkRecordEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'start_time', type: 'timestamptz' })
  startTime: Date;

  @Column({ name: 'end_time', type: 'timestamptz', nullable: true })
  endTime: Date | null;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  /** yyyy-MM-dd */
  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'summary_subject', type: 'text', nullable: true })
  summarySubject: string | null;

  @Column({ name: 'summary_description', type: 'text', nullable: true })
  summaryDescription: string | null;

  /** The summary's stand-up lists (null before round three, or when it has none). */
  @Column({ name: 'summary_sections', type: 'jsonb', nullable: true })
  summarySections?: SummarySections | null;

  @Column({ name: 'summary_mentions', type: 'jsonb', nullable: true })
  summaryMentions?: SummaryMention[] | null;

  /** Trimmed, lower-cased, unique, at most 10 (contracts time.ts). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
