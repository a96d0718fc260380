import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * weekly_reports becomes period_reviews, the one table of every kind of period review
 * (write-ups/period-review-kinds.ts): `week` is the period's first day, `kind` names the kind, and
 * the key is (user, kind, first day). Existing rows are weekly reviews (decision 0369).
 */
export class PeriodReviews1796300000000 implements MigrationInterface {
  name = 'PeriodReviews1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE weekly_reports RENAME TO period_reviews`);
    await q.query(`ALTER TABLE period_reviews RENAME COLUMN week TO period_start`);
    await q.query(`ALTER TABLE period_reviews ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'week'`);
    await q.query(`ALTER TABLE period_reviews DROP CONSTRAINT weekly_reports_pkey`);
    await q.query(
      `ALTER TABLE period_reviews ADD CONSTRAINT period_reviews_pkey PRIMARY KEY (user_id, kind, period_start)`,
    );
    await q.query(
      `ALTER TABLE period_reviews RENAME CONSTRAINT weekly_reports_status_check TO period_reviews_status_check`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM period_reviews WHERE kind <> 'week'`);
    await q.query(
      `ALTER TABLE period_reviews RENAME CONSTRAINT period_reviews_status_check TO weekly_reports_status_check`,
    );
    await q.query(`ALTER TABLE period_reviews DROP CONSTRAINT period_reviews_pkey`);
    await q.query(`ALTER TABLE period_reviews DROP COLUMN kind`);
    await q.query(`ALTER TABLE period_reviews RENAME COLUMN period_start TO week`);
    await q.query(
      `ALTER TABLE period_reviews ADD CONSTRAINT weekly_reports_pkey PRIMARY KEY (user_id, week)`,
    );
    await q.query(`ALTER TABLE period_reviews RENAME TO weekly_reports`);
  }
}
