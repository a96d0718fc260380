import { MigrationInterface, QueryRunner } from 'typeorm';

/** weekly_reports of the ai service: one review per user and week (keyed by its Monday). */
export class CreateWeeklyReports1795500000003 implements MigrationInterface {
  name = 'CreateWeeklyReports1795500000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE weekly_reports (
        user_id uuid NOT NULL,
        week date NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'none',
        subject text,
        description text,
        insights jsonb NOT NULL DEFAULT '[]'::jsonb,
        days jsonb NOT NULL DEFAULT '[]'::jsonb,
        generated_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, week),
        CONSTRAINT weekly_reports_status_check CHECK (status IN ('none', 'generating', 'completed', 'failed'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE weekly_reports`);
  }
}
