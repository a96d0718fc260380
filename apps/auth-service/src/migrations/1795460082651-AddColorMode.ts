import { MigrationInterface, QueryRunner } from 'typeorm';

/** user_settings.color_mode: light, dark or system; light for every existing row. */
export class AddColorMode1795460082651 implements MigrationInterface {
  name = 'AddColorMode1795460082651';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_settings
        ADD COLUMN color_mode varchar(10) NOT NULL DEFAULT 'light'
        CONSTRAINT user_settings_color_mode_check CHECK (color_mode IN ('light', 'dark', 'system'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_settings DROP COLUMN color_mode`);
  }
}
