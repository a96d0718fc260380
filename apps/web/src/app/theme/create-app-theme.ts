// Builds the MUI theme of one of the five colour themes. Breakpoints follow the spec
// (mobile below 640 px, tablet below 1024 px, desktop otherwise): sm = 640, md = 1024.
import { createTheme, Theme } from '@mui/material/styles';
import type { ThemeName } from '@diary/contracts';
import { SANS_FONT, THEME_SPECS } from './theme-specs';

export function createAppTheme(name: ThemeName): Theme {
  const s = THEME_SPECS[name];
  const heading = { fontFamily: s.headingFont, fontWeight: 700, letterSpacing: '-0.01em' };
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 640, md: 1024, lg: 1280, xl: 1536 } },
    palette: {
      mode: 'light',
      primary: { main: s.primary, dark: s.primaryDark },
      secondary: { main: s.secondary },
      background: { default: s.background, paper: s.paper },
      text: { primary: s.text, secondary: s.textSecondary },
      divider: s.divider,
      error: { main: '#b42318' },
      success: { main: '#1e7a46' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: SANS_FONT,
      h1: { ...heading, fontSize: '2.25rem' },
      h2: { ...heading, fontSize: '1.875rem' },
      h3: { ...heading, fontSize: '1.5rem' },
      h4: { ...heading, fontSize: '1.5rem' },
      h5: { ...heading, fontSize: '1.25rem' },
      h6: { ...heading, fontSize: '1.0625rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: s.background },
          ':focus-visible': { outline: `3px solid ${s.secondary}`, outlineOffset: 2 },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 8, paddingInline: 16 },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: s.divider, borderRadius: 14 } },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: s.divider } } },
      MuiOutlinedInput: { styleOverrides: { root: { backgroundColor: s.paper } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
