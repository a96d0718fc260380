// Builds the MUI theme of one of the five colour themes in a colour mode: the theme sets the
// accent, the headings and the crest; the mode sets the surfaces. Breakpoints are the
// screen sizes (mobile below 640 px, tablet below 1024 px, desktop otherwise): sm = 640, md = 1024.
import { alpha, createTheme, Theme } from '@mui/material/styles';
import type { ThemeName } from '@diary/contracts';
import { SANS_FONT, surfacesFor, THEME_SPECS } from './theme-specs';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from '../breakpoints';

export function createAppTheme(name: ThemeName, mode: 'light' | 'dark' = 'light'): Theme {
  const spec = THEME_SPECS[name];
  const s = surfacesFor(name, mode);
  const dark = mode === 'dark';
  const heading = { fontFamily: spec.headingFont, fontWeight: 700, letterSpacing: '-0.01em' };
  // One visible focus ring on every focusable control: 3 px in the theme's accent.
  const focusRing = { outline: `3px solid ${s.primary}`, outlineOffset: 2 };
  // Phone widths: every control a finger can hit is at least 44 × 44 px and no text is under
  // 12 px (issue 33; checked on every screen by the layout sweep). Set here, once, for each kind
  // of control rather than screen by screen.
  const phone = '@media (max-width:639.95px)';
  const target = { [phone]: { minHeight: 44 } };
  const squareTarget = { [phone]: { minHeight: 44, minWidth: 44 } };
  return createTheme({
    breakpoints: { values: { xs: 0, sm: MOBILE_MAX_WIDTH, md: TABLET_MAX_WIDTH, lg: 1280, xl: 1536 } },
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary: { main: s.primary, dark: s.primaryDark },
      secondary: { main: s.secondary },
      background: { default: s.background, paper: s.paper },
      text: { primary: s.text, secondary: s.textSecondary },
      divider: s.divider,
      error: { main: dark ? '#ff8a80' : '#b42318' },
      success: { main: dark ? '#6fd49a' : '#1e7a46' },
      warning: { main: dark ? '#ffc266' : '#8a5300' },
      info: { main: dark ? '#8ec5ff' : '#0b5cad' },
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
          ':focus-visible': focusRing,
          '.Mui-focusVisible': focusRing,
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 8, paddingInline: 16, ...squareTarget },
        },
      },
      MuiIconButton: { styleOverrides: { root: squareTarget } },
      MuiToggleButton: { styleOverrides: { root: squareTarget } },
      MuiFab: { styleOverrides: { root: squareTarget } },
      MuiTab: { styleOverrides: { root: target } },
      // A link drawn as a button ("Forgot password?", "Terms") is a target of its own; a link
      // inside a sentence is not (WCAG 2.5.8's inline exception).
      MuiLink: {
        styleOverrides: {
          button: {
            [phone]: {
              minHeight: 44,
              minWidth: 44,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            },
          },
        },
      },
      MuiChip: {
        styleOverrides: {
          clickable: { [phone]: { minHeight: 44 } },
          label: { [phone]: { fontSize: '0.75rem' } },
        },
      },
      MuiCheckbox: { styleOverrides: { root: { [phone]: { padding: 10 } } } },
      MuiRadio: { styleOverrides: { root: { [phone]: { padding: 10 } } } },
      MuiSwitch: {
        styleOverrides: {
          root: { [phone]: { width: 64, height: 44, padding: 15 } },
          switchBase: { [phone]: { padding: 12 } },
        },
      },
      MuiInputBase: { styleOverrides: { root: target } },
      MuiMenuItem: { styleOverrides: { root: target } },
      MuiListItemButton: { styleOverrides: { root: target } },
      MuiTypography: {
        styleOverrides: {
          caption: { [phone]: { fontSize: '0.75rem' } },
          overline: { [phone]: { fontSize: '0.75rem' } },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: s.divider, borderRadius: 14, backgroundImage: 'none' } },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderColor: s.divider } },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            backgroundColor: s.paper,
            '&.Mui-focused': { boxShadow: `0 0 0 3px ${alpha(s.primary, 0.35)}` },
          },
        },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
