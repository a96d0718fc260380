import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReportStatus, StatsTag, SummarySections, WriteUpEdits } from '@diary/contracts';

@Entity('daily_reports')
export class DailyReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** yyyy-MM-dd (a Postgres date, read back as that string). */
  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: ReportStatus;

  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  insights!: string[];

  /** The day's stand-up lists; null on reports written before round three. */
  @Column({ type: 'jsonb', nullable: true })
  sections!: SummarySections | null;

  /** Minutes per tag as GET /api/stats counts them for the day. */
  @Column({ name: 'by_tag', type: 'jsonb', nullable: true })
  byTag!: StatsTag[] | null;

  /** What the person changed (their subject, the written lines they replaced); null: none. */
  @Column({ type: 'jsonb', nullable: true })
  edits!: WriteUpEdits | null;

  @Column({ name: 'generated_at', type: 'timestamptz', nullable: true })
  generatedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
