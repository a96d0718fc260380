import { MigrationInterface, QueryRunner } from 'typeorm';

/** daily_reports of the ai service: one report per user and day. */
export class CreateDailyReports1795387598471 implements MigrationInterface {
  name = 'CreateDailyReports1795387598471';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE daily_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        date date NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'none',
        subject text,
        description text,
        insights jsonb NOT NULL DEFAULT '[]'::jsonb,
        generated_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT daily_reports_user_date_key UNIQUE (user_id, date),
        CONSTRAINT daily_reports_status_check CHECK (status IN ('none', 'generating', 'completed', 'failed'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE daily_reports`);
  }
}
