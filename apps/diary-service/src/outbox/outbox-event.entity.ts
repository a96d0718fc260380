import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserEvent } from '@diary/contracts';
import type { SearchIndexJob, SummaryRequestJob, Traced, WebhookEventJob } from '@diary/contracts/server';

export type OutboxMessage =
  | { kind: 'user_event'; userId: string; payload: UserEvent }
  | { kind: 'search_index'; userId: string; payload: Traced<SearchIndexJob> }
  | { kind: 'summary_request'; userId: string; payload: SummaryRequestJob }
  | { kind: 'webhook_event'; userId: string; payload: WebhookEventJob };

/** One event of a committed change, waiting to be delivered to Redis (pub/sub or BullMQ). */
@Entity('outbox_events')
export class OutboxEventEntity {
  /** bigint: TypeORM hands it over as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** Stable id of the BullMQ job, so that a redelivery after a crash is not added twice. */
  @Column({ name: 'job_id', type: 'uuid', default: () => 'gen_random_uuid()' })
  jobId: string;

  @Column({ type: 'text' })
  kind: OutboxMessage['kind'];

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'jsonb' })
  payload: OutboxMessage['payload'];

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
