import { MigrationInterface, QueryRunner } from 'typeorm';

/** work_records, work_notes, draft_notes and the transactional outbox of the diary service. */
export class CreateDiaryTables1795387268857 implements MigrationInterface {
  name = 'CreateDiaryTables1795387268857';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE work_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        start_time timestamptz NOT NULL,
        end_time timestamptz,
        is_active boolean NOT NULL,
        date date NOT NULL,
        summary_subject text,
        summary_description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT work_records_end_after_start CHECK (end_time IS NULL OR end_time >= start_time),
        CONSTRAINT work_records_active_has_no_end CHECK (NOT is_active OR end_time IS NULL)
      )`);
    // The database, not the code, guarantees at most one active session per user.
    await q.query(
      `CREATE UNIQUE INDEX work_records_one_active_per_user ON work_records (user_id) WHERE is_active`,
    );
    await q.query(`CREATE INDEX work_records_user_date_idx ON work_records (user_id, date, start_time)`);
    await q.query(`CREATE INDEX work_records_user_start_idx ON work_records (user_id, start_time)`);
    await q.query(`
      CREATE TABLE work_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        work_record_id uuid NOT NULL REFERENCES work_records(id) ON DELETE CASCADE,
        content text NOT NULL,
        timestamp timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX work_notes_record_time_idx ON work_notes (work_record_id, timestamp)`);
    await q.query(`CREATE INDEX work_notes_user_idx ON work_notes (user_id, id)`);
    await q.query(`
      CREATE TABLE draft_notes (
        user_id uuid NOT NULL,
        date date NOT NULL,
        content text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, date)
      )`);
    // Events of a change, written in the change's transaction and relayed after commit.
    await q.query(`
      CREATE TABLE outbox_events (
        id bigserial PRIMARY KEY,
        job_id uuid NOT NULL DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        user_id uuid NOT NULL,
        payload jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT outbox_events_kind CHECK (kind IN ('user_event', 'search_index'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_events`);
    await q.query(`DROP TABLE draft_notes`);
    await q.query(`DROP TABLE work_notes`);
    await q.query(`DROP TABLE work_records`);
  }
}
