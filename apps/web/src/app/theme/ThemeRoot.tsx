// Provides the MUI theme of the active colour theme, and mirrors it to the document root as
// class theme-{name} and to localStorage.
import { ReactNode, useEffect, useMemo } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { THEMES } from '@diary/contracts';
import { useAppSelector } from '../store';
import { createAppTheme } from './create-app-theme';
import { THEME_SPECS } from './theme-specs';
import { THEME_STORAGE_KEY } from './theme.slice';

export function ThemeRoot({ children }: { children: ReactNode }) {
  const name = useAppSelector((s) => s.theme.name);
  const theme = useMemo(() => createAppTheme(name), [name]);

  useEffect(() => {
    const root = document.documentElement;
    for (const t of THEMES) root.classList.remove(`theme-${t}`);
    root.classList.add(`theme-${name}`);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_SPECS[name].primary);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, name);
    } catch (err) {
      console.warn('Could not store the theme', err);
    }
  }, [name]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
