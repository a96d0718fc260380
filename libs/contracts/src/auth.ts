export interface AuthUser {
  id: string;
  username: string;
  email?: string;
}

export const THEMES = ['default', 'hagworts', 'hufflepuff', 'ravenclaw', 'slytherin'] as const;
export type ThemeName = (typeof THEMES)[number];

export const AUTO_SAVE_TIMEOUTS = [15, 30, 45, 60] as const;
export type AutoSaveTimeout = (typeof AUTO_SAVE_TIMEOUTS)[number];

/** The union of the spec's two lists (contract: "Two readings in the spec, decided"). */
export const VOICE_INPUT_LANGUAGES = [
  'Auto', 'English', 'German', 'Spanish', 'French', 'Chinese', 'Japanese', 'Korean',
  'Portuguese', 'Russian', 'Italian', 'Dutch', 'Hindi', 'Arabic', 'Vietnamese',
] as const;

export const SUMMARY_LANGUAGES = [
  'English', 'German', 'Spanish', 'French', 'Chinese', 'Japanese', 'Korean',
  'Portuguese', 'Russian', 'Italian', 'Dutch', 'Hindi', 'Arabic', 'Vietnamese',
] as const;

export interface UserSettings {
  summaryLanguage: string;
  voiceInputLanguage: string;
  customInstructions: string | null;
  theme: ThemeName;
  autoSaveTimeout: AutoSaveTimeout;
}

export const DEFAULT_USER_SETTINGS: UserSettings = {
  summaryLanguage: 'English',
  voiceInputLanguage: 'Auto',
  customInstructions: null,
  theme: 'default',
  autoSaveTimeout: 30,
};

/** Name of the httpOnly cookie that carries the signed session token. */
export const SESSION_COOKIE = 'wd_session';

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
