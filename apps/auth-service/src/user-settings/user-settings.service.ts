// A user's settings: the saved row, or DEFAULT_USER_SETTINGS. An update writes only the fields
// given, in one INSERT … ON CONFLICT, so two updates at once never lose each other's fields.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AutoSaveTimeout, ColorMode, DEFAULT_USER_SETTINGS, ThemeName, UserSettings } from '@diary/contracts';
import { UserSettingsEntity } from './user-settings.entity';

const COLUMNS: Record<keyof UserSettings, string> = {
  summaryLanguage: 'summary_language',
  voiceInputLanguage: 'voice_input_language',
  customInstructions: 'custom_instructions',
  theme: 'theme',
  autoSaveTimeout: 'auto_save_timeout',
  colorMode: 'color_mode',
};

function toSettings(row: UserSettingsEntity | null): UserSettings {
  if (!row) return { ...DEFAULT_USER_SETTINGS };
  return {
    summaryLanguage: row.summaryLanguage,
    voiceInputLanguage: row.voiceInputLanguage,
    customInstructions: row.customInstructions,
    theme: row.theme as ThemeName,
    autoSaveTimeout: row.autoSaveTimeout as AutoSaveTimeout,
    colorMode: row.colorMode as ColorMode,
  };
}

@Injectable()
export class UserSettingsService {
  constructor(
    @InjectRepository(UserSettingsEntity) private readonly settings: Repository<UserSettingsEntity>,
  ) {}

  async get(userId: string): Promise<UserSettings> {
    return toSettings(await this.settings.findOne({ where: { userId } }));
  }

  async update(userId: string, patch: Partial<UserSettings>): Promise<UserSettings> {
    const fields = (Object.keys(COLUMNS) as (keyof UserSettings)[]).filter((k) => patch[k] !== undefined);
    if (fields.length) {
      const given = Object.fromEntries(fields.map((k) => [k, patch[k]]));
      await this.settings
        .createQueryBuilder()
        .insert()
        .into(UserSettingsEntity)
        .values({ userId, ...DEFAULT_USER_SETTINGS, ...given, updatedAt: new Date() })
        .orUpdate([...fields.map((k) => COLUMNS[k]), 'updated_at'], ['user_id'])
        .execute();
    }
    return this.get(userId);
  }
}
