// Provides the MUI theme of the active colour theme in the active colour mode, and mirrors them
// to the document root (class theme-{name}, data-color-mode, color-scheme) and to localStorage.
import { ReactNode, useEffect, useMemo } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { THEMES } from '@diary/contracts';
import { useAppSelector } from '../../lib/store';
import { createAppTheme } from '../../lib/theme/create-app-theme';
import { surfacesFor } from '../../lib/theme/theme-specs';
import { COLOR_MODE_STORAGE_KEY, THEME_STORAGE_KEY } from '../../lib/theme/theme.slice';

/** The mode the screen shows now: the chosen one, or the device's preference for "system". */
export function useEffectiveColorMode(): 'light' | 'dark' {
  const mode = useAppSelector((s) => s.theme.mode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch (err) {
    console.warn(`Could not store the ${key}`, err);
  }
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const name = useAppSelector((s) => s.theme.name);
  const chosenMode = useAppSelector((s) => s.theme.mode);
  const mode = useEffectiveColorMode();
  const theme = useMemo(() => createAppTheme(name, mode), [name, mode]);

  useEffect(() => {
    const root = document.documentElement;
    for (const t of THEMES) root.classList.remove(`theme-${t}`);
    root.classList.add(`theme-${name}`);
    root.dataset.colorMode = mode;
    root.style.colorScheme = mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', surfacesFor(name, mode).primary);
    store(THEME_STORAGE_KEY, name);
  }, [name, mode]);

  useEffect(() => store(COLOR_MODE_STORAGE_KEY, chosenMode), [chosenMode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
