// The five colour themes (spec section 3): palette, headings and the panel gradient of each.
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
  },
};

export const SANS_FONT = sans;
