import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * projects: what a session is billed or reported to (issue 38), with an optional client, hourly
 * rate and currency; work_records.project_id names one (a deleted project leaves its sessions
 * without one). The foreign key is (project_id, user_id), so a session can never name another
 * user's project, whatever the code above does.
 */
export class CreateProjects1795880000000 implements MigrationInterface {
  name = 'CreateProjects1795880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projects (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        client text,
        hourly_rate numeric(12, 2) CHECK (hourly_rate >= 0),
        currency char(3),
        color text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX projects_user_name_idx ON projects (user_id, lower(name))`);
    await q.query(`ALTER TABLE work_records ADD COLUMN project_id uuid`);
    await q.query(`
      ALTER TABLE work_records ADD CONSTRAINT work_records_project_fk
        FOREIGN KEY (project_id, user_id) REFERENCES projects (id, user_id) ON DELETE SET NULL (project_id)`);
    await q.query(
      `CREATE INDEX work_records_project_idx ON work_records (project_id) WHERE project_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE work_records DROP COLUMN project_id`);
    await q.query(`DROP TABLE projects`);
  }
}
