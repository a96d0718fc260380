import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * work_records.summary_structure: a summary's sections and mentions (null for older summaries).
 * outbox_events may carry summary requests for the ai service (autoSummarize on stop and on a past
 * session added), delivered to the ai-summary-requests queue.
 */
export class SummaryStructureAndRequests1795700200001 implements MigrationInterface {
  name = 'SummaryStructureAndRequests1795700200001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records ADD COLUMN summary_structure jsonb`);
    await q.query(`ALTER TABLE outbox_events DROP CONSTRAINT outbox_events_kind`);
    await q.query(
      `ALTER TABLE outbox_events ADD CONSTRAINT outbox_events_kind
         CHECK (kind IN ('user_event', 'search_index', 'summary_request'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox_events WHERE kind = 'summary_request'`);
    await q.query(`ALTER TABLE outbox_events DROP CONSTRAINT outbox_events_kind`);
    await q.query(
      `ALTER TABLE outbox_events ADD CONSTRAINT outbox_events_kind CHECK (kind IN ('user_event', 'search_index'))`,
    );
    await q.query(`ALTER TABLE work_records DROP COLUMN summary_structure`);
  }
}
