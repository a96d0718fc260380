// The five colour themes (default and the four houses): palette, headings and the panel gradient of each.
import type { ThemeName } from '@diary/contracts';

export interface ThemeSpec {
  name: ThemeName;
  label: string;
  /** One line the theme card shows under the name. */
  motto: string;
  primary: string;
  primaryDark: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  divider: string;
  /** Gradient of the promotional panel and the crest backdrop. */
  panel: string;
  headingFont: string;
  /** The same theme on dark surfaces: accents light enough to read on them (4.5:1). */
  dark: Surfaces;
}

export interface Surfaces {
  primary: string;
  primaryDark: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  divider: string;
}

const sans = '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';

export const THEME_SPECS: Record<ThemeName, ThemeSpec> = {
  default: {
    name: 'default',
    label: 'Default',
    motto: 'Clean, calm and focused',
    primary: '#3d55cc',
    primaryDark: '#2b3f9e',
    secondary: '#e0912f',
    background: '#f5f6fa',
    paper: '#ffffff',
    text: '#1c2333',
    textSecondary: '#566074',
    divider: '#e1e4ec',
    panel: 'linear-gradient(150deg, #2b3f9e 0%, #3d55cc 55%, #6a7fe0 100%)',
    headingFont: sans,
    dark: {
      primary: '#9aabff',
      primaryDark: '#7d90f0',
      secondary: '#f0a855',
      background: '#111318',
      paper: '#1a1d24',
      text: '#e8eaf0',
      textSecondary: '#aeb5c3',
      divider: '#2e3340',
    },
  },
  hagworts: {
    name: 'hagworts',
    label: 'Hagworts',
    motto: 'Scarlet and gold for the brave',
    primary: '#8e1b1b',
    primaryDark: '#6a1212',
    secondary: '#c9962b',
    background: '#f8f3ea',
    paper: '#fffdf8',
    text: '#2b1d16',
    textSecondary: '#6b5445',
    divider: '#eadfcd',
    panel: 'linear-gradient(150deg, #5c0f0f 0%, #8e1b1b 55%, #b5472a 100%)',
    headingFont: serif,
    dark: {
      primary: '#f4a091',
      primaryDark: '#e07f6e',
      secondary: '#e3b65a',
      background: '#151010',
      paper: '#211a18',
      text: '#f3e9e3',
      textSecondary: '#c6b4a8',
      divider: '#3c302b',
    },
  },
  hufflepuff: {
    name: 'hufflepuff',
    label: 'Hufflepuff',
    motto: 'Honey and ink for the loyal',
    primary: '#8a5a00',
    primaryDark: '#664200',
    secondary: '#e7b416',
    background: '#fbf7ea',
    paper: '#fffef8',
    text: '#2a2416',
    textSecondary: '#675c44',
    divider: '#ece3c8',
    panel: 'linear-gradient(150deg, #2e2a22 0%, #5c4710 55%, #b3840e 100%)',
    headingFont: serif,
    dark: {
      primary: '#efc64f',
      primaryDark: '#d9ad2c',
      secondary: '#f0cf6a',
      background: '#14120c',
      paper: '#1f1c14',
      text: '#f2ecdc',
      textSecondary: '#c4b996',
      divider: '#38321f',
    },
  },
  ravenclaw: {
    name: 'ravenclaw',
    label: 'Ravenclaw',
    motto: 'Blue and bronze for the curious',
    primary: '#1f3f8f',
    primaryDark: '#152c66',
    secondary: '#a8692f',
    background: '#f2f5fb',
    paper: '#fdfeff',
    text: '#16213a',
    textSecondary: '#505d78',
    divider: '#dde4f1',
    panel: 'linear-gradient(150deg, #0f1f4d 0%, #1f3f8f 55%, #3f64b8 100%)',
    headingFont: serif,
    dark: {
      primary: '#a3bbff',
      primaryDark: '#7f9df0',
      secondary: '#d9a16b',
      background: '#0e1220',
      paper: '#171c2c',
      text: '#e6ebf7',
      textSecondary: '#aab4cc',
      divider: '#2b3350',
    },
  },
  slytherin: {
    name: 'slytherin',
    label: 'Slytherin',
    motto: 'Emerald and silver for the ambitious',
    primary: '#1b6640',
    primaryDark: '#114a2d',
    secondary: '#7d8a93',
    background: '#f1f6f3',
    paper: '#fcfefd',
    text: '#15261d',
    textSecondary: '#4f6358',
    divider: '#d9e6de',
    panel: 'linear-gradient(150deg, #0b2e1c 0%, #1b6640 55%, #3c8a62 100%)',
    headingFont: serif,
    dark: {
      primary: '#77d3a2',
      primaryDark: '#52b983',
      secondary: '#b3bfc6',
      background: '#0d1511',
      paper: '#16211b',
      text: '#e3efe8',
      textSecondary: '#a7bcb0',
      divider: '#27382e',
    },
  },
};

export const SANS_FONT = sans;

/** The surfaces and accents of a theme in a colour mode: the theme sets accent and crest, the mode the surfaces. */
export function surfacesFor(name: ThemeName, mode: 'light' | 'dark'): Surfaces {
  const spec = THEME_SPECS[name];
  if (mode === 'dark') return spec.dark;
  const { primary, primaryDark, secondary, background, paper, text, textSecondary, divider } = spec;
  return { primary, primaryDark, secondary, background, paper, text, textSecondary, divider };
}
