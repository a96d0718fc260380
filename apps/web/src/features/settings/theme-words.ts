// The themes' names, mottos and Sorting Hat quotes in the reader's language (the English ones are
// app/theme's THEME_SPECS and SORTING_HAT_QUOTES, word for word). The houses keep their names.
import type { ThemeName } from '@diary/contracts';
import { tKey } from '../../lib/i18n/t-key';

const LABELS: Record<ThemeName, string> = {
  default: tKey('settings:theme.names.default'),
  hagworts: tKey('settings:theme.names.hagworts'),
  hufflepuff: tKey('settings:theme.names.hufflepuff'),
  ravenclaw: tKey('settings:theme.names.ravenclaw'),
  slytherin: tKey('settings:theme.names.slytherin'),
};

const MOTTOS: Record<ThemeName, string> = {
  default: tKey('settings:theme.mottos.default'),
  hagworts: tKey('settings:theme.mottos.hagworts'),
  hufflepuff: tKey('settings:theme.mottos.hufflepuff'),
  ravenclaw: tKey('settings:theme.mottos.ravenclaw'),
  slytherin: tKey('settings:theme.mottos.slytherin'),
};

const QUOTES: Record<ThemeName, string> = {
  default: tKey('settings:theme.quotes.default'),
  hagworts: tKey('settings:theme.quotes.hagworts'),
  hufflepuff: tKey('settings:theme.quotes.hufflepuff'),
  ravenclaw: tKey('settings:theme.quotes.ravenclaw'),
  slytherin: tKey('settings:theme.quotes.slytherin'),
};

export const themeLabelKey = (name: ThemeName) => LABELS[name];
export const themeMottoKey = (name: ThemeName) => MOTTOS[name];
export const themeQuoteKey = (name: ThemeName) => QUOTES[name];
