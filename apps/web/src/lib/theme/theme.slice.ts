// The active colour theme: starts as default, a valid locally stored
// theme is applied on load; ThemeRoot mirrors it to localStorage and the root class.
// Beside it the colour mode (light, dark or follow the system; light until the user picks),
// kept the same way and with the user's settings on the server.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { COLOR_MODES, ColorMode, THEMES, ThemeName } from '@diary/contracts';

export const THEME_STORAGE_KEY = 'theme';
export const COLOR_MODE_STORAGE_KEY = 'colorMode';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

export const isColorMode = (value: unknown): value is ColorMode =>
  typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);

function loadStored<T>(key: string, valid: (v: unknown) => v is T, fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    if (valid(stored)) return stored;
  } catch (err) {
    console.warn(`Could not read the stored ${key}`, err);
  }
  return fallback;
}

const slice = createSlice({
  name: 'theme',
  initialState: () => ({
    name: loadStored(THEME_STORAGE_KEY, isThemeName, 'default' as ThemeName),
    mode: loadStored(COLOR_MODE_STORAGE_KEY, isColorMode, 'light' as ColorMode),
  }),
  reducers: {
    themeChanged(state, action: PayloadAction<ThemeName>) {
      if (isThemeName(action.payload)) state.name = action.payload;
    },
    colorModeChanged(state, action: PayloadAction<ColorMode>) {
      if (isColorMode(action.payload)) state.mode = action.payload;
    },
  },
});

export const { themeChanged, colorModeChanged } = slice.actions;
export const themeReducer = slice.reducer;
