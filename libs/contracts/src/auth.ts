import {
  DEFAULT_TIMESHEET_ROUNDING,
  DEFAULT_WORKDAYS,
  type TimesheetRounding,
  type Weekday,
} from './billing';

import type { EmailDigest, StandupPost } from './standup';
export interface AuthUser {
  id: string;
  username: string;
  email?: string;
  /** GET /api/auth/me: whether two-factor sign-in is on. */
  twoFactorEnabled?: boolean;
  /** GET /api/auth/me: an administrator of this instance, or a user. */
  role?: 'admin' | 'user';
}

export const THEMES = ['default', 'hagworts', 'hufflepuff', 'ravenclaw', 'slytherin'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Light or dark surfaces, or whatever the device prefers; the theme only sets accent and crest. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The languages the web app speaks (contract, Your language and your formats). */
export const UI_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
/** The first day of a week on the calendar, the date pickers and Reports. */
export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
/** A 24-hour or a 12-hour (AM/PM) clock. */
export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const LOCALE_MAX_LENGTH = 35;

/** True for a BCP 47 locale tag this runtime accepts ('en-GB', 'de', 'pt-BR'); the server and browser both ask it. */
export function isLocaleTag(tag: unknown): tag is string {
  if (typeof tag !== 'string' || tag.length === 0 || tag.length > LOCALE_MAX_LENGTH) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const AUTO_SAVE_TIMEOUTS = [15, 30, 45, 60] as const;
export type AutoSaveTimeout = (typeof AUTO_SAVE_TIMEOUTS)[number];

export const SUMMARY_LANGUAGES = [
  'English',
  'German',
  'Spanish',
  'French',
  'Chinese',
  'Japanese',
  'Korean',
  'Portuguese',
  'Russian',
  'Italian',
  'Dutch',
  'Hindi',
  'Arabic',
  'Vietnamese',
] as const;

/** Voice input languages: Auto, then every summary language (docs/product-rules.md, Settings and themes). */
export const VOICE_INPUT_LANGUAGES = ['Auto', ...SUMMARY_LANGUAGES] as const;

export interface UserSettings {
  summaryLanguage: string;
  voiceInputLanguage: string;
  customInstructions: string | null;
  theme: ThemeName;
  autoSaveTimeout: AutoSaveTimeout;
  colorMode: ColorMode;
  /** Write the previous week's review every Monday (issue 21). */
  weeklyReview: boolean;
  /**
   * IANA zone (e.g. "Europe/Berlin") every time of day the server writes into text is shown in;
   * null until the browser sends its own (contract, Write-ups worth reading).
   */
  timeZone: string | null;
  /** Queue a session's summary when it stops or is added for a past day, and rewrite the day's report. */
  autoSummarize: boolean;
  /** How the timesheet rounds tracked minutes into billed ones (billing.ts). */
  timesheetRounding: TimesheetRounding;
  /** Sessions shorter than this are not billed (0: all are). */
  minBillableMinutes: number;
  /** Minutes a workday should hold; 0 turns the target off. */
  dailyTargetMinutes: number;
  /** The days that have a target. */
  workdays: Weekday[];
  /** Post the previous workday's stand-up to a chat (standup.ts); null = off. */
  standupPost: StandupPost | null;
  /** E-mail the stand-up (daily) and the weekly review (weekly). */
  emailDigest: EmailDigest;
  /** The web app's language; null until the browser sends its own on first sign-in. */
  language: UiLanguage | null;
  /** The locale dates, times and numbers are written in (BCP 47, e.g. 'en-GB'); null: the browser's. */
  locale: string | null;
  /** null: what the locale uses (en-GB and de: Monday; en-US: Sunday). */
  weekStart: WeekStart | null;
  /** null: what the locale uses (en-GB and de: 24 h; en-US: 12 h). */
  timeFormat: TimeFormat | null;
}

export const DEFAULT_USER_SETTINGS: UserSettings = {
  summaryLanguage: 'English',
  voiceInputLanguage: 'Auto',
  customInstructions: null,
  theme: 'default',
  autoSaveTimeout: 30,
  colorMode: 'light',
  weeklyReview: false,
  timeZone: null,
  autoSummarize: true,
  timesheetRounding: DEFAULT_TIMESHEET_ROUNDING,
  minBillableMinutes: 0,
  dailyTargetMinutes: 0,
  workdays: DEFAULT_WORKDAYS,
  standupPost: null,
  emailDigest: { daily: false, weekly: false },
  language: null,
  locale: null,
  weekStart: null,
  timeFormat: null,
};

export const TIME_ZONE_MAX_LENGTH = 64;

/** True for a time zone name this runtime knows ("Europe/Berlin", "UTC"); the server and browser both ask it. */
export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Name of the httpOnly cookie that carries the signed session token. */
export const SESSION_COOKIE = 'wd_session';

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
/** Usernames are lower-cased, then may hold letters, digits, '.', '_' and '-'. */
export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;
export const SUMMARY_LANGUAGE_MAX_LENGTH = 50;
export const CUSTOM_INSTRUCTIONS_MAX_LENGTH = 2000;

/**
 * Messages the server answers with: the form messages of docs/product-rules.md, Accounts and
 * forms, plus the upper limits.
 */
export const AUTH_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'Username can only contain letters, digits, dots, hyphens and underscores',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'That e-mail address is already in use.',
} as const;
