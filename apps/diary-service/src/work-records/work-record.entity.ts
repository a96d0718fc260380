import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SummaryStructure } from './summary-structure';

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

  /** The summary's sections and mentions (summary-structure.ts); null for older summaries. */
  @Column({ name: 'summary_structure', type: 'jsonb', nullable: true })
  summaryStructure: SummaryStructure | null;

  /** A note changed after the summary was written (contracts WorkRecord.summaryStale). */
  @Column({ name: 'summary_stale', type: 'boolean', default: false })
  summaryStale: boolean;

  /** Trimmed, lower-cased, unique, at most 10 (contracts time.ts). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** One of the user's projects (projects/), or null. */
  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId: string | null;

  /** The user's own words for the session (the timesheet row's text), at most 500 characters. */
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
