import { MigrationInterface, QueryRunner } from 'typeorm';

/** user_settings.language, locale, week_start and time_format: null (the browser's, or the locale's) for every existing row. */
export class LanguageAndFormats1796200000000 implements MigrationInterface {
  name = 'LanguageAndFormats1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings ADD COLUMN language varchar(10)`);
    await q.query(`ALTER TABLE user_settings ADD COLUMN locale varchar(35)`);
    await q.query(`ALTER TABLE user_settings ADD COLUMN week_start varchar(10)`);
    await q.query(`ALTER TABLE user_settings ADD COLUMN time_format varchar(5)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings DROP COLUMN time_format`);
    await q.query(`ALTER TABLE user_settings DROP COLUMN week_start`);
    await q.query(`ALTER TABLE user_settings DROP COLUMN locale`);
    await q.query(`ALTER TABLE user_settings DROP COLUMN language`);
  }
}
