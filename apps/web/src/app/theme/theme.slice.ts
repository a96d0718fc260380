// The active colour theme (spec section 4, Theme): starts as default, a valid locally stored
// theme is applied on load; ThemeRoot mirrors it to localStorage and the root class.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { THEMES, ThemeName } from '@diary/contracts';

export const THEME_STORAGE_KEY = 'theme';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

function loadStoredTheme(): ThemeName {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (isThemeName(stored)) return stored;
  } catch (err) {
    console.warn('Could not read the stored theme', err);
  }
  return 'default';
}

const slice = createSlice({
  name: 'theme',
  initialState: () => ({ name: loadStoredTheme() }),
  reducers: {
    themeChanged(state, action: PayloadAction<ThemeName>) {
      if (isThemeName(action.payload)) state.name = action.payload;
    },
  },
});

export const { themeChanged } = slice.actions;
export const themeReducer = slice.reducer;
