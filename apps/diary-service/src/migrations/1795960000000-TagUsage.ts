import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * tag_usage: per user and tag, how many finished records carry it and their whole minutes, so
 * GET /api/tags reads a few rows instead of unnesting every record of a ten-year diary (issue 39).
 * Statement-level triggers on work_records keep it in the same transaction as every write that
 * changes a record's tags, times, owner or existence (create, edit, split, stop, delete, import,
 * account deletion, and whatever writes records later); each statement's change is summed per
 * (user, tag) and applied in that order, so a bulk write is one upsert and two writers meet the
 * rows in the same order. A record without an end (the active session) is not counted here: its
 * minutes grow with the clock, so the read adds it live (found by work_records_open_idx).
 * The minutes are those of MINUTES in stats.repository.ts for a finished record (written out here,
 * as a migration never changes).
 */
export class TagUsage1795960000000 implements MigrationInterface {
  name = 'TagUsage1795960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tag_usage (
        user_id uuid NOT NULL,
        tag text NOT NULL,
        records integer NOT NULL,
        minutes bigint NOT NULL,
        PRIMARY KEY (user_id, tag)
      )`);
    await q.query(`CREATE INDEX work_records_open_idx ON work_records (user_id) WHERE end_time IS NULL`);
    const counted = (rows: string, sign: string) => `
      SELECT r.user_id, t.tag, ${sign} AS records,
             ${sign} * greatest(0, floor(extract(epoch FROM (r.end_time - r.start_time)) / 60))::bigint AS minutes
      FROM ${rows} r, unnest(r.tags) AS t(tag)
      WHERE r.end_time IS NOT NULL`;
    const apply = (changes: string) => `
      INSERT INTO tag_usage (user_id, tag, records, minutes)
      SELECT user_id, tag, sum(records)::int, sum(minutes)::bigint
      FROM (${changes}) c
      GROUP BY user_id, tag
      HAVING sum(records) <> 0 OR sum(minutes) <> 0
      ORDER BY user_id, tag
      ON CONFLICT (user_id, tag) DO UPDATE
        SET records = tag_usage.records + excluded.records, minutes = tag_usage.minutes + excluded.minutes`;
    const dropEmpty = (rows: string) => `
      DELETE FROM tag_usage WHERE records = 0 AND user_id IN (SELECT DISTINCT user_id FROM ${rows})`;
    // One function for the three triggers; PL/pgSQL plans a statement when it first runs it, so
    // each branch names only the transition tables its trigger has.
    await q.query(`
      CREATE FUNCTION work_records_tag_usage() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed integer;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply(counted('new_records', '1'))};
        ELSIF TG_OP = 'DELETE' THEN
          ${apply(counted('old_records', '-1'))};
          ${dropEmpty('old_records')};
        ELSE
          -- Most updates (a summary, summary_stale) change no tag, time or owner: nothing to apply.
          ${apply(`${counted('new_records', '1')} UNION ALL ${counted('old_records', '-1')}`)};
          GET DIAGNOSTICS changed = ROW_COUNT;
          IF changed > 0 THEN
            ${dropEmpty('old_records')};
          END IF;
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER work_records_tag_usage_insert AFTER INSERT ON work_records
        REFERENCING NEW TABLE AS new_records
        FOR EACH STATEMENT EXECUTE FUNCTION work_records_tag_usage()`);
    await q.query(`
      CREATE TRIGGER work_records_tag_usage_update AFTER UPDATE ON work_records
        REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
        FOR EACH STATEMENT EXECUTE FUNCTION work_records_tag_usage()`);
    await q.query(`
      CREATE TRIGGER work_records_tag_usage_delete AFTER DELETE ON work_records
        REFERENCING OLD TABLE AS old_records
        FOR EACH STATEMENT EXECUTE FUNCTION work_records_tag_usage()`);
    // The backfill, in the migration's transaction: CREATE TRIGGER holds a lock that makes writes
    // to work_records wait until it commits, so none is counted twice or missed.
    await q.query(apply(counted('work_records', '1')));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER work_records_tag_usage_delete ON work_records`);
    await q.query(`DROP TRIGGER work_records_tag_usage_update ON work_records`);
    await q.query(`DROP TRIGGER work_records_tag_usage_insert ON work_records`);
    await q.query(`DROP FUNCTION work_records_tag_usage()`);
    await q.query(`DROP INDEX work_records_open_idx`);
    await q.query(`DROP TABLE tag_usage`);
  }
}
